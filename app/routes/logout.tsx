import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { endSession, getSession } from "~/operator/session.server";

/** Logout clears the session and goes to /promo/buyonline (loginBy ftth) or /. */
export async function action({ request }: ActionFunctionArgs) {
  return endSession(await getSession(request));
}

export async function loader() {
  return redirect("/");
}
