import { redirect } from "@remix-run/node";
import { withOperator } from "~/operator/route.server";
import { endSession } from "~/operator/session.server";

/** Logout clears the session and goes to /promo/buyonline (loginBy ftth) or /. */
export const action = withOperator(async ({ op }) => endSession(op.session));

/** Logout is a post (a link cannot sign anyone out): opened as a page, it goes to sign in. */
export const loader = withOperator(async () => redirect("/"));
