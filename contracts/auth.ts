/** Public access: sign in, external sign in, register, OTPs, forgot password, token refresh. */
import { z } from "zod";
import { defineContract, envelope, plainEnvelope } from "./core";

export const userType = z.enum(["EMAIL", "MOBILE"]);
export const externalProvider = z.enum(["Google", "Facebook"]);

/**
 * The bare token object of Account/Login. The real API answers `accessToken`/`refreshToken`;
 * some deployments use snake_case. Both parse to the same camelCase shape.
 */
const tokenKeys = z.looseObject({
  accessToken: z.string().nullish(),
  refreshToken: z.string().nullish(),
  access_token: z.string().nullish(),
  refresh_token: z.string().nullish(),
  errorShow: z.string().nullish(),
});

export const bareTokens = tokenKeys.transform((t) => ({
  accessToken: t.accessToken ?? t.access_token ?? null,
  refreshToken: t.refreshToken ?? t.refresh_token ?? null,
  errorShow: t.errorShow ?? null,
}));

const tokenBundle = z.looseObject({
  user_id: z.string().nullish(),
  accessToken: z.string(),
  refreshToken: z.string(),
});

export const login = defineContract({
  name: "auth.login",
  summary: "Sign in with user id and password; answers a bare token object.",
  method: "POST",
  path: "Account/Login",
  auth: "none",
  request: z.object({ username: z.string().min(1), password: z.string().min(1), channelID: z.literal("WEB") }),
  response: bareTokens,
});

export const refreshToken = defineContract({
  name: "auth.refreshToken",
  summary: "Exchange a refresh token for a new pair; bare body, camelCase or snake_case keys.",
  method: "POST",
  path: "Account/RefreshToken",
  auth: "none",
  request: z.object({ UserName: z.string().min(1), RefreshToken: z.string().min(1), channelID: z.literal("WEB") }),
  response: bareTokens,
});

export const loginExternal = defineContract({
  name: "auth.loginExternal",
  summary: "Sign in with a Google or Facebook access token.",
  method: "POST",
  path: "Account/LoginExternal",
  auth: "none",
  request: z.object({
    provider: externalProvider,
    externalAccessToken: z.string().min(1),
    externalAccessToken2: z.string().default(""),
    firebaseId: z.string().default(""),
    appVersion: z.string().default("web"),
    osType: z.string().default("WEB"),
    channelID: z.literal("WEB"),
  }),
  response: envelope(tokenBundle),
});

export const registerV2 = defineContract({
  name: "auth.registerV2",
  summary: "Register a user; dataBundle is the registration id used by the OTP step.",
  method: "POST",
  path: "Account/RegisterV2",
  auth: "none",
  request: z.object({
    userName: z.string().min(1),
    password: z.string().min(6),
    confirmPassword: z.string().min(6),
    Name: z.string().min(1),
    userType,
    firebaseId: z.string().default(""),
    appVersion: z.string().default("web"),
    osType: z.string().default("WEB"),
  }),
  response: envelope(z.union([z.string(), z.number()]).transform(String)),
});

export const otpAuthRequest = defineContract({
  name: "auth.otpAuthRequest",
  summary: "Confirm a registration with its 6-digit OTP; dataBundle holds the tokens.",
  method: "POST",
  path: "Account/OTPAuthRequest",
  auth: "none",
  request: z.object({ id: z.string().min(1), verifyOtp: z.string().regex(/^\d{6}$/), channelID: z.literal("WEB") }),
  response: envelope(tokenBundle),
});

export const resendOtp = defineContract({
  name: "auth.resendOtpV2",
  summary: "Send (or send again) an OTP to a registered user id.",
  method: "POST",
  path: "Account/ResendOTPV2",
  auth: "none",
  request: z.object({ userName: z.string().min(1), userType }),
  response: plainEnvelope,
});

export const forgotPassword = defineContract({
  name: "auth.forgotPassword",
  summary: "Set a new password with the OTP sent by ResendOTPV2.",
  method: "POST",
  path: "Account/ForgotPassword",
  auth: "none",
  request: z.object({
    UserName: z.string().min(1),
    verifyOtp: z.string().regex(/^\d{6}$/),
    newPassword: z.string().min(6),
  }),
  response: plainEnvelope,
});

/**
 * The Google/Facebook consent page (authorization code flow with PKCE). The portal redirects the
 * browser there; the provider (or the simulator's stand-in) redirects back to `redirect_uri` with
 * a one-time `code`, never a token.
 */
export const oauthConsent = defineContract({
  name: "auth.oauthConsent",
  summary: "Provider consent page (browser redirect); returns to redirect_uri with a one-time code.",
  method: "GET",
  path: "authorize",
  service: "oauth",
  auth: "none",
  browserForm: true,
  answer: "html",
  assumed: true,
  request: z.object({
    provider: externalProvider,
    client_id: z.string().min(1),
    redirect_uri: z.string().url(),
    state: z.string().min(1),
    response_type: z.literal("code"),
    code_challenge: z.string().min(43).max(128),
    code_challenge_method: z.literal("S256"),
  }),
  response: z.string(),
});

/**
 * The server-side half of the code flow: the one-time code and the PKCE verifier for the provider's
 * access token (which then signs the user in with Account/LoginExternal). Server to server only.
 */
export const oauthToken = defineContract({
  name: "auth.oauthToken",
  summary: "Exchange the consent's one-time code and the PKCE verifier for the provider's access token.",
  method: "POST",
  path: "token",
  service: "oauth",
  auth: "none",
  clientIdHeader: false,
  assumed: true,
  request: z.object({
    grant_type: z.literal("authorization_code"),
    provider: externalProvider,
    code: z.string().min(1).max(200),
    redirect_uri: z.string().url(),
    code_verifier: z.string().min(43).max(128),
    client_id: z.string().min(1),
  }),
  response: z.looseObject({ access_token: z.string().min(1), token_type: z.string().optional(), expires_in: z.number().optional() }),
});

export const authContracts = [login, refreshToken, loginExternal, registerV2, otpAuthRequest, resendOtp, forgotPassword, oauthConsent, oauthToken];
