/**
 * Google / Facebook sign-in. The browser goes to the provider's consent page (the simulator's
 * stand-in in simulator mode) and comes back to /auth/callback/:provider with an access token,
 * which the operator exchanges in Account/LoginExternal.
 */
import { randomBytes } from "node:crypto";
import { browserBases, env, isSimulated } from "~/env.server";

export const providers = { google: "Google", facebook: "Facebook" } as const;
export type ProviderSlug = keyof typeof providers;

export function providerOf(slug: string | undefined): (typeof providers)[ProviderSlug] | null {
  return slug && slug in providers ? providers[slug as ProviderSlug] : null;
}

export function newState(): string {
  return randomBytes(16).toString("base64url");
}

export function consentUrl(slug: ProviderSlug, origin: string, state: string): string {
  const provider = providers[slug];
  const redirectUri = `${origin}/auth/callback/${slug}`;
  const clientId = slug === "google" ? env.GOOGLE_CLIENT_ID : env.FACEBOOK_APP_ID;
  const url = isSimulated
    ? new URL(`${browserBases.oauth}/authorize`)
    : new URL(slug === "google" ? "https://accounts.google.com/o/oauth2/v2/auth" : "https://www.facebook.com/v19.0/dialog/oauth");
  if (isSimulated) url.searchParams.set("provider", provider);
  url.searchParams.set("client_id", clientId);
  url.searchParams.set("redirect_uri", redirectUri);
  url.searchParams.set("state", state);
  if (!isSimulated) {
    url.searchParams.set("response_type", "token");
    url.searchParams.set("scope", slug === "google" ? "openid email profile" : "email,public_profile");
  }
  return url.toString();
}
