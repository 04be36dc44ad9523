import { redirect } from "@remix-run/node";
import { consentUrl, newFlow, providerOf, type ProviderSlug } from "~/auth/external.server";
import { withOperator } from "~/operator/route.server";
import { requireAnonymous } from "~/operator/session.server";

/** Start Google or Facebook sign-in: remember the state and the PKCE verifier, then go to the consent page. */
export const loader = withOperator(async ({ params, op }) => {
  const session = requireAnonymous(op);
  if (!providerOf(params.provider)) throw new Response("Not found", { status: 404 });
  const flow = newFlow(params.provider as ProviderSlug);
  session.set("oauthFlow", flow);
  return redirect(consentUrl(flow));
});
