/** The operator's authentication: sign in, lockout, registration with OTP, password reset, tokens. */
import { createHash } from "node:crypto";
import { http, HttpResponse } from "msw";
import { z } from "zod";
import * as auth from "#contracts/auth";
import { fail, htmlPage, implement, ok, reply, type Bases } from "../implement";
import { defineCollection, hash, nextId, nowMs, world, worldNowMs } from "../world";
import { findUser, otps, registrations, send, tokens, users, type OtpPurpose } from "../store";
import { createUserFromPersona, personOf } from "../personas";

export const settings = {
  accessTtlMs: Number(process.env.SIM_ACCESS_TTL_S ?? 900) * 1000,
  refreshTtlMs: 30 * 24 * 3600 * 1000,
  otpTtlMs: 5 * 60 * 1000,
  maxOtpAttempts: 5,
  maxFailedLogins: 5,
  lockoutMs: 15 * 60 * 1000,
};

export const messages = {
  locked: "Your account is locked after too many wrong passwords. Please try again in 15 minutes or reset your password.",
  userExists: "This user ID is already registered. Please sign in.",
  notRegistered: "This user ID is not registered.",
  invalidOtp: "Invalid OTP. Please check the code and try again.",
  expiredOtp: "Your OTP has expired. Please request a new one.",
  externalFailed: "We could not sign you in with that account. Please try again.",
};

const externalGrants = defineCollection(
  "externalGrants",
  z.object({ token: z.string(), provider: z.enum(["Google", "Facebook"]), email: z.string(), name: z.string() }),
);

/** One-time codes of the consent page, with the PKCE challenge they must be redeemed with. */
const oauthCodes = defineCollection(
  "oauthCodes",
  z.object({
    code: z.string(),
    provider: z.enum(["Google", "Facebook"]),
    email: z.string(),
    name: z.string(),
    challenge: z.string(),
    redirectUri: z.string(),
    expiresAt: z.number(),
    used: z.boolean(),
  }),
);

function token(kind: string): string {
  const n = nextId("token");
  return `${kind}.${hash(`${world.seed}:${kind}:${n}`).toString(36)}${n.toString(36)}.${hash(`${n}:${kind}`).toString(36)}`;
}

export async function issueTokens(userName: string) {
  const accessToken = token("at");
  const refreshToken = token("rt");
  // Tokens live on the world's time: a user on a clock of their own (ahead, or a scenario's past instant) signs in as anyone.
  const at = worldNowMs();
  await tokens.create({ token: accessToken, kind: "access", userName, expiresAt: at + settings.accessTtlMs, revoked: false });
  await tokens.create({ token: refreshToken, kind: "refresh", userName, expiresAt: at + settings.refreshTtlMs, revoked: false });
  return { accessToken, refreshToken };
}

export async function revokeTokens(userName: string, kind?: "access" | "refresh") {
  await tokens.updateMany((q) => q.where(kind ? { userName, kind } : { userName }), {
    data(t) {
      t.revoked = true;
    },
  });
}

function sixDigits(): string {
  const n = nextId("otp");
  return String(100000 + (hash(`${world.seed}:otp:${n}`) % 900000));
}

export type MessageLanguage = "en" | "si" | "ta";

/**
 * The language the portal asks for its customer (Accept-Language on the operator request): the first of
 * English, Sinhala and Tamil it names, else English. The operator words the messages it sends in it.
 */
export function messageLanguage(request: Request): MessageLanguage {
  const tags = (request.headers.get("accept-language") ?? "").split(",").map((part) => part.trim().split(";")[0]!.toLowerCase().split("-")[0]);
  return (tags.find((tag) => tag === "en" || tag === "si" || tag === "ta") as MessageLanguage | undefined) ?? "en";
}

/** The OTP message, in each language the portal speaks. */
const otpMessages: Record<MessageLanguage, { subject: string; body: (code: string) => string }> = {
  en: {
    subject: "Your verification code",
    body: (code) => `Your verification code is ${code}. It expires in 5 minutes. Never share it with anyone.`,
  },
  si: {
    subject: "ඔබගේ OTP කේතය",
    body: (code) => `ඔබගේ OTP කේතය ${code}. එය මිනිත්තු 5කින් කල් ඉකුත් වේ. එය කිසිවෙකු සමඟ බෙදා නොගන්න.`,
  },
  ta: {
    subject: "உங்கள் OTP குறியீடு",
    body: (code) => `உங்கள் OTP குறியீடு ${code}. இது 5 நிமிடங்களில் காலாவதியாகும். இதை யாருடனும் பகிர வேண்டாம்.`,
  },
};

/** Issue an OTP and put the message the operator would send (in the customer's language) in the outbox. */
export async function issueOtp(purpose: OtpPurpose, subject: string, to: string, channel: "sms" | "email", lang: MessageLanguage = "en") {
  await otps.updateMany((q) => q.where({ purpose, subject, used: false }), {
    data(o) {
      o.used = true; // a new code replaces the previous one
    },
  });
  const code = sixDigits();
  await otps.create({ id: nextId("otpRecord"), purpose, subject, code, expiresAt: nowMs() + settings.otpTtlMs, used: false, attempts: 0 });
  const message = otpMessages[lang];
  await send(channel, to, message.subject, message.body(code), code);
  return code;
}

/** Check an OTP: single use, expires, a limited number of attempts. */
export async function consumeOtp(purpose: OtpPurpose, subject: string, code: string): Promise<string | null> {
  const record = otps.findFirst((q) => q.where({ purpose, subject, used: false }));
  if (!record) return messages.invalidOtp;
  if (record.expiresAt <= nowMs()) return messages.expiredOtp;
  if (record.code !== code) {
    await otps.update(record, {
      data(o) {
        o.attempts += 1;
        if (o.attempts >= settings.maxOtpAttempts) o.used = true;
      },
    });
    return messages.invalidOtp;
  }
  await otps.update(record, {
    data(o) {
      o.used = true;
    },
  });
  return null;
}

const channelOf = (userType: string) => (userType === "MOBILE" ? "sms" : "email");

export const implementations = [
  implement(auth.login, async ({ input }) => {
    const user = findUser(input.username.trim());
    if (!user || user.userType === "Google" || user.userType === "Facebook") {
      return reply(401, { Message: "Invalid user name and password" });
    }
    if (user.lockedUntil && user.lockedUntil > nowMs()) return { accessToken: null, refreshToken: null, errorShow: messages.locked };
    if (user.password !== input.password) {
      const failed = user.failedLogins + 1;
      await users.update(user, {
        data(u) {
          u.failedLogins = failed;
          if (failed >= settings.maxFailedLogins) u.lockedUntil = nowMs() + settings.lockoutMs;
        },
      });
      if (failed >= settings.maxFailedLogins) return { accessToken: null, refreshToken: null, errorShow: messages.locked };
      return reply(401, { Message: "Invalid user name and password" });
    }
    await users.update(user, {
      data(u) {
        u.failedLogins = 0;
        u.lockedUntil = null;
      },
    });
    const pair = await issueTokens(user.userName);
    return { ...pair, errorShow: null };
  }),

  implement(auth.refreshToken, async ({ input }) => {
    const record = tokens.findFirst((q) => q.where({ token: input.RefreshToken, kind: "refresh" }));
    const owner = record ? findUser(record.userName) : undefined;
    const revokedPersona = owner ? Boolean(personOf(owner).refreshRevoked) : false;
    if (!record || record.revoked || revokedPersona || record.expiresAt <= worldNowMs() || record.userName !== input.UserName.toLowerCase()) {
      return reply(401, { error: "invalid_grant", Message: "Authorization has been denied for this request." });
    }
    await tokens.update(record, {
      data(t) {
        t.revoked = true; // refresh tokens rotate
      },
    });
    const pair = await issueTokens(record.userName);
    return { access_token: pair.accessToken, refresh_token: pair.refreshToken, token_type: "bearer", expires_in: settings.accessTtlMs / 1000 };
  }),

  implement(auth.registerV2, async ({ input, request }) => {
    const userName = input.userName.trim().toLowerCase();
    if (findUser(userName)) return fail(messages.userExists);
    if (input.password !== input.confirmPassword) return fail("Passwords do not match.");
    const id = String(nextId("registration", 5001));
    await registrations.deleteMany((q) => q.where({ userName }));
    await registrations.create({ id, userName, userType: input.userType, name: input.Name.trim(), password: input.password, createdAt: nowMs() });
    await issueOtp("register", id, userName, channelOf(input.userType), messageLanguage(request));
    return ok(id);
  }),

  implement(auth.otpAuthRequest, async ({ input }) => {
    const registration = registrations.findFirst((q) => q.where({ id: input.id }));
    if (!registration) return fail(messages.invalidOtp);
    const problem = await consumeOtp("register", input.id, input.verifyOtp);
    if (problem) return fail(problem);
    await createUserFromPersona("no-accounts", {
      userName: registration.userName,
      userType: registration.userType,
      name: registration.name,
      password: registration.password,
      withLines: false,
    });
    registrations.delete(registration);
    const pair = await issueTokens(registration.userName);
    return ok({ user_id: registration.userName, ...pair });
  }),

  implement(auth.resendOtp, async ({ input, request }) => {
    const userName = input.userName.trim().toLowerCase();
    const pending = registrations.findFirst((q) => q.where({ userName }));
    if (pending) {
      await issueOtp("register", pending.id, userName, channelOf(pending.userType), messageLanguage(request));
      return ok(pending.id);
    }
    const user = findUser(userName);
    if (!user) return fail(messages.notRegistered);
    await issueOtp("forgot", userName, userName, channelOf(user.userType), messageLanguage(request));
    return ok(null);
  }),

  implement(auth.forgotPassword, async ({ input }) => {
    const userName = input.UserName.trim().toLowerCase();
    const user = findUser(userName);
    if (!user) return fail(messages.notRegistered);
    const problem = await consumeOtp("forgot", userName, input.verifyOtp);
    if (problem) return fail(problem);
    await users.update(user, {
      data(u) {
        u.password = input.newPassword;
        u.failedLogins = 0;
        u.lockedUntil = null;
      },
    });
    await revokeTokens(userName);
    return ok(null);
  }),

  implement(auth.loginExternal, async ({ input }) => {
    const grant = externalGrants.findFirst((q) => q.where({ token: input.externalAccessToken, provider: input.provider }));
    if (!grant) return fail(messages.externalFailed);
    const userName = grant.email.toLowerCase();
    if (!findUser(userName)) {
      await createUserFromPersona("no-accounts", { userName, userType: input.provider, name: grant.name, password: "", withLines: false });
    }
    const pair = await issueTokens(userName);
    return ok({ user_id: userName, ...pair });
  }),

  implement(auth.oauthToken, async ({ input }) => {
    const grant = oauthCodes.findFirst((q) => q.where({ code: input.code }));
    const verified = grant ? createHash("sha256").update(input.code_verifier).digest("base64url") === grant.challenge : false;
    if (!grant || grant.used || grant.expiresAt <= nowMs() || !verified || grant.redirectUri !== input.redirect_uri || grant.provider !== input.provider) {
      return reply(400, { error: "invalid_grant", error_description: "The code is unknown, used, expired or its verifier does not match." });
    }
    await oauthCodes.update(grant, {
      data(c) {
        c.used = true;
      },
    });
    const accessToken = token(grant.provider === "Google" ? "ggl" : "fb");
    await externalGrants.create({ token: accessToken, provider: grant.provider, email: grant.email, name: grant.name });
    return { access_token: accessToken, token_type: "Bearer", expires_in: 3600 };
  }),

  implement(auth.oauthConsent, ({ input }) => {
    const brand = input.provider;
    const colour = brand === "Google" ? "#1a73e8" : "#1877f2";
    const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    return htmlPage(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in with ${brand} (simulated)</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem;color:#202124}
h1{font-size:1.4rem}label{display:block;margin:.8rem 0 .2rem}input{width:100%;padding:.6rem;font-size:1rem;box-sizing:border-box}
button{margin-top:1.2rem;padding:.7rem 1.2rem;font-size:1rem;border:0;border-radius:4px;background:${colour};color:#fff}
.note{font-size:.85rem;color:#555}</style></head><body><main>
<h1>Sign in with ${brand}</h1>
<p class="note">This consent page is the operator simulator's stand-in for ${brand}. Choose the account to continue to the portal.</p>
<form method="post" action="authorize">
<input type="hidden" name="provider" value="${esc(brand)}"><input type="hidden" name="redirect_uri" value="${esc(input.redirect_uri)}"><input type="hidden" name="state" value="${esc(input.state)}">
<input type="hidden" name="code_challenge" value="${esc(input.code_challenge)}">
<label for="email">Email</label><input id="email" name="email" type="email" required value="${brand.toLowerCase()}.user@example.com">
<label for="name">Name</label><input id="name" name="name" required value="${brand} Demo User">
<button type="submit">Continue</button></form></main></body></html>`);
  }),
];

/** The simulated provider's consent form post: grants a token and returns to the portal. */
export function providerHandlers(bases: Bases) {
  return [
    http.post(`${bases.oauth}/authorize`, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const provider = form.get("provider") === "Facebook" ? "Facebook" : "Google";
      const redirect = form.get("redirect_uri") ?? "";
      const email = (form.get("email") ?? "").trim();
      const challenge = form.get("code_challenge") ?? "";
      if (!/^https?:\/\//.test(redirect) || !email || !challenge) return new HttpResponse("Bad request", { status: 400 });
      // The browser carries only a one-time code back; the token is given to the portal's server (POST /token).
      const code = token("code");
      await oauthCodes.create({
        code,
        provider,
        email,
        name: (form.get("name") ?? email).trim(),
        challenge,
        redirectUri: redirect,
        expiresAt: nowMs() + 5 * 60 * 1000,
        used: false,
      });
      const target = new URL(redirect);
      target.searchParams.set("code", code);
      target.searchParams.set("state", form.get("state") ?? "");
      return new HttpResponse(null, { status: 303, headers: { location: target.toString() } });
    }),
  ];
}
