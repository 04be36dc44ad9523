import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { consentUrl, newState, providerOf, type ProviderSlug } from "~/auth/external.server";
import { commitSession, requireAnonymous } from "~/operator/session.server";

/** Start Google or Facebook sign-in: remember an anti-forgery state and go to the consent page. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const session = await requireAnonymous(request);
  if (!providerOf(params.provider)) throw new Response("Not found", { status: 404 });
  const state = newState();
  session.set("oauthState", state);
  const origin = new URL(request.url).origin;
  return redirect(consentUrl(params.provider as ProviderSlug, origin, state), {
    headers: { "Set-Cookie": await commitSession(session) },
  });
}
