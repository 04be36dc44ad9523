/**
 * The session: a signed, httpOnly, SameSite=Lax cookie. It carries the operator tokens and
 * who is signed in; nothing of it reaches page scripts or loader data.
 */
import { createCookieSessionStorage, createSession, redirect } from "@remix-run/node";
import { env, isSimulated, sessionSecret } from "~/env.server";

export type UserType = "EMAIL" | "MOBILE" | "Google" | "Facebook";
export type LoginBy = "mySlt" | "ftth";

/**
 * What the session holds. An area that keeps something of its own in the session adds its key to
 * this interface from its own module (`declare module "~/operator/session.server"`), so this layer
 * knows no area.
 */
export interface SessionData {
  accessToken: string;
  refreshToken: string;
  userName: string;
  userType: UserType;
  loginBy: LoginBy;
  /** Registration waiting for its OTP: who to resend it to. */
  pendingRegistration: { id: string; userName: string; userType: "EMAIL" | "MOBILE" };
  /** Forgot-password: the user id the OTP was sent to. */
  resetUserName: string;
  resetUserType: "EMAIL" | "MOBILE";
  /** External sign-in: anti-forgery state of the consent round trip. */
  oauthState: string;
  /**
   * A visitor's identity with the operator for their order (online sales without signing in): the
   * user id and tokens a verified one-time code gave them. Kept apart from a sign-in, so a visitor
   * tracking an order is not taken for a signed-in customer.
   */
  orderIdentity: { userName: string; accessToken: string; refreshToken: string };
}

export const SESSION_COOKIE = "__session";

export const sessionStorage = createCookieSessionStorage<SessionData>({
  cookie: {
    name: SESSION_COOKIE,
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secrets: [sessionSecret],
    // Secure in production; the simulator demo runs on plain http://localhost.
    secure: env.NODE_ENV === "production" && !(isSimulated && env.PORTAL_URL.startsWith("http://")),
    maxAge: 60 * 60 * 24 * 7,
  },
});

/**
 * Verified cookie values, by the exact Cookie header that carried them. A page's loaders each read
 * the session, and a user's consecutive requests carry the same cookie: its HMAC check and
 * decoding are done once, not per loader and per request. Kept as JSON, so that every caller gets
 * its own copy (parsing is cheaper than structuredClone).
 */
const verified = new Map<string, string>();
const VERIFIED_MAX = 1000;

export async function getSession(request: Request) {
  const header = request.headers.get("Cookie");
  if (!header) return sessionStorage.getSession(null);
  const known = verified.get(header);
  if (known) return createSession<SessionData>(JSON.parse(known) as SessionData);
  const session = await sessionStorage.getSession(header);
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
  verified.set(header, JSON.stringify(session.data));
  return session;
}

export const commitSession = sessionStorage.commitSession;
export const destroySession = sessionStorage.destroySession;

export type Session = Awaited<ReturnType<typeof getSession>>;

export function isSignedIn(session: Session): boolean {
  return Boolean(session.get("accessToken"));
}

/** Where a signed-out user goes: the buy-online promo for users from the fibre order flow. */
export function signedOutHome(session: Session): string {
  return session.get("loginBy") === "ftth" ? "/promo/buyonline" : "/";
}

/** End the session: clear everything and send the user to the right public page. */
export async function endSession(session: Session): Promise<Response> {
  const target = signedOutHome(session);
  return redirect(target, { headers: { "Set-Cookie": await destroySession(session) } });
}

/** Public pages: a signed-in user goes straight to the broadband summary. */
export function requireAnonymous({ session }: { session: Session }): Session {
  if (isSignedIn(session)) throw redirect("/boardBand/summary");
  return session;
}

/** Signed-in pages: a visitor goes to sign in. */
export function requireUser({ session }: { session: Session }): Session {
  if (!isSignedIn(session)) throw redirect("/");
  return session;
}

/** Store a fresh sign-in in the session. */
export function signIn(
  session: Session,
  tokens: { accessToken: string; refreshToken: string },
  user: { userName: string; userType: UserType; loginBy?: LoginBy },
) {
  // A fresh sign-in starts from an empty session: nothing of a previous user stays.
  for (const key of Object.keys(session.data) as Array<keyof SessionData>) session.unset(key);
  session.set("accessToken", tokens.accessToken);
  session.set("refreshToken", tokens.refreshToken);
  session.set("userName", user.userName);
  session.set("userType", user.userType);
  session.set("loginBy", user.loginBy ?? "mySlt");
}
