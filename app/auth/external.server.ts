/**
 * Google / Facebook sign-in by authorization code with PKCE. The browser goes to the provider's
 * consent page (the simulator's stand-in in simulator mode) with a challenge and comes back to
 * /auth/callback/:provider with a one-time code; the portal's server exchanges the code and the
 * verifier (kept in the session) for the provider's access token, which the operator turns into a
 * sign-in (Account/LoginExternal). No token is ever in a URL, a page or the access log.
 */
import { createHash, randomBytes } from "node:crypto";
import { browserBases, env, isSimulated, portalOrigin } from "~/env.server";

export const providers = { google: "Google", facebook: "Facebook" } as const;
export type ProviderSlug = keyof typeof providers;

declare module "~/operator/session.server" {
  interface SessionData {
    /** The consent round trip this browser started: anti-forgery state and the PKCE verifier. */
    oauthFlow: { provider: ProviderSlug; state: string; verifier: string };
  }
}

export function providerOf(slug: string | undefined): (typeof providers)[ProviderSlug] | null {
  return slug && slug in providers ? providers[slug as ProviderSlug] : null;
}

export function newFlow(provider: ProviderSlug) {
  return { provider, state: randomBytes(16).toString("base64url"), verifier: randomBytes(48).toString("base64url") };
}

export const callbackUrl = (slug: ProviderSlug) => `${portalOrigin}/auth/callback/${slug}`;
export const clientIdOf = (slug: ProviderSlug) => (slug === "google" ? env.GOOGLE_CLIENT_ID : env.FACEBOOK_APP_ID);

export function consentUrl(flow: { provider: ProviderSlug; state: string; verifier: string }): string {
  const slug = flow.provider;
  const url = isSimulated
    ? new URL(`${browserBases.oauth}/authorize`)
    : new URL(slug === "google" ? "https://accounts.google.com/o/oauth2/v2/auth" : "https://www.facebook.com/v19.0/dialog/oauth");
  url.searchParams.set("provider", providers[slug]);
  url.searchParams.set("client_id", clientIdOf(slug));
  url.searchParams.set("redirect_uri", callbackUrl(slug));
  url.searchParams.set("state", flow.state);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("code_challenge", createHash("sha256").update(flow.verifier).digest("base64url"));
  url.searchParams.set("code_challenge_method", "S256");
  if (!isSimulated) url.searchParams.set("scope", slug === "google" ? "openid email profile" : "email,public_profile");
  return url.toString();
}
