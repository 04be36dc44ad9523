/** A portal session cookie for a persona signed in with the operator (no UI): for loader and client tests. */
import * as auth from "#contracts/auth";
import { commitSession, sessionStorage, type LoginBy } from "~/operator/session.server";
import { send } from "./sim";

export async function sessionCookieFor(persona: { userName: string; password: string }, loginBy: LoginBy = "mySlt") {
  const login = await send(auth.login, { username: persona.userName, password: persona.password, channelID: "WEB" });
  if (login.kind !== "answer" || !login.answer.accessToken || !login.answer.refreshToken) throw new Error("sign in failed");
  const session = await sessionStorage.getSession();
  session.set("accessToken", login.answer.accessToken);
  session.set("refreshToken", login.answer.refreshToken);
  session.set("userName", persona.userName);
  session.set("userType", "EMAIL");
  session.set("loginBy", loginBy);
  const cookie = (await commitSession(session)).split(";")[0]!;
  return { cookie, tokens: { accessToken: login.answer.accessToken, refreshToken: login.answer.refreshToken } };
}
