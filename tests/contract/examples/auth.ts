import * as auth from "#contracts/auth";
import * as banners from "#contracts/banners";
import { example } from "./example";

export const examples = [
  example(auth.login, ["postpaid-fibre", "prepaid-lte", "no-accounts"], ({ persona }) => ({
    username: persona.userName,
    password: persona.password,
    channelID: "WEB",
  })),
  example(auth.registerV2, ["no-accounts"], ({ persona }) => ({
    userName: `x${persona.userName}`,
    password: "secret1",
    confirmPassword: "secret1",
    Name: "New Person",
    userType: "EMAIL",
  })),
  example(auth.resendOtp, ["postpaid-fibre"], ({ persona }) => ({ userName: persona.userName, userType: "EMAIL" })),
  // Wrong codes on purpose: the flows with real codes are covered by tests/integration/auth.test.ts.
  example(auth.otpAuthRequest, ["no-accounts"], () => ({ id: "1", verifyOtp: "000000", channelID: "WEB" }), { succeeds: false }),
  example(auth.forgotPassword, ["postpaid-fibre"], ({ persona }) => ({ UserName: persona.userName, verifyOtp: "000000", newPassword: "secret1" }), {
    succeeds: false,
  }),
  example(auth.refreshToken, ["postpaid-fibre"], ({ persona }) => ({ UserName: persona.userName, RefreshToken: "unknown", channelID: "WEB" }), {
    succeeds: false,
  }),
  example(auth.loginExternal, ["no-accounts"], () => ({ provider: "Google", externalAccessToken: "not-granted", channelID: "WEB" }), { succeeds: false }),
  example(auth.oauthConsent, ["no-accounts"], () => ({
    provider: "Google",
    client_id: "c",
    redirect_uri: "http://localhost:3000/auth/callback/google",
    state: "s",
    response_type: "code",
    code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    code_challenge_method: "S256",
  })),
  // An unknown code on purpose: the whole code flow is covered by the sign-in e2e test and tests/integration/auth-flows.test.ts.
  example(
    auth.oauthToken,
    ["no-accounts"],
    () => ({
      grant_type: "authorization_code",
      provider: "Google",
      code: "unknown",
      redirect_uri: "http://localhost:3000/auth/callback/google",
      code_verifier: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk",
      client_id: "c",
    }),
    { succeeds: false },
  ),
  example(banners.bannerDetail, ["postpaid-fibre"], ({ persona }) => ({ username: persona.userName })),
  example(banners.bannerUrls, ["postpaid-fibre"], () => ({ category_ids: "33", aspect_ratio: "0.6557" })),
];
