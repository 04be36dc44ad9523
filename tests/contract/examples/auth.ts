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
  })),
  example(banners.bannerDetail, ["postpaid-fibre"], ({ persona }) => ({ username: persona.userName })),
  example(banners.bannerUrls, ["postpaid-fibre"], () => ({ category_ids: "33", aspect_ratio: "0.6557" })),
];
