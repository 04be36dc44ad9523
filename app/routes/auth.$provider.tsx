import { portalOrigin } from "~/env.server";
import { redirect } from "@remix-run/node";
import { consentUrl, newState, providerOf, type ProviderSlug } from "~/auth/external.server";
import { withOperator } from "~/operator/route.server";
import { requireAnonymous } from "~/operator/session.server";

/** Start Google or Facebook sign-in: remember an anti-forgery state and go to the consent page. */
export const loader = withOperator(async ({ params, op }) => {
  const session = requireAnonymous(op);
  if (!providerOf(params.provider)) throw new Response("Not found", { status: 404 });
  const state = newState();
  session.set("oauthState", state);
  const origin = portalOrigin;
  return redirect(consentUrl(params.provider as ProviderSlug, origin, state));
});
