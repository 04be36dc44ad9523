/**
 * Abuse limits: how often one client address, and one identifier (a user id, a mobile, an order, a
 * signed-in user), may try a step that guesses or sends something: signing in, registering, sending
 * and verifying one-time codes, the forgotten password, linking an account, redeeming a voucher.
 * Counted in the session store (Redis with REDIS_URL, so every portal instance counts together).
 * A step over its limit makes no operator call; the customer is told how long to wait.
 */
import { env } from "~/env.server";
import { t } from "~/i18n/security";
import type { Operator } from "./client.server";
import { sessionStore } from "./session.server";

export type LimitedStep = "signIn" | "register" | "otpSend" | "otpVerify" | "forgotPassword" | "addAccount" | "voucher";

interface Rule {
  /** Attempts per window from one client address, and for one identifier. */
  perIp: number;
  perId: number;
  windowMinutes: number;
}

/**
 * The defaults: generous for a customer who mistypes, tight for a script. RATE_LIMIT_<STEP>
 * ("perIp/perId/minutes", e.g. RATE_LIMIT_SIGNIN=30/5/10, read on each attempt) overrides one;
 * RATE_LIMIT_IP_FACTOR multiplies the default per-address limits (a test rig where every browser
 * shares one address).
 */
export const DEFAULT_LIMITS: Record<LimitedStep, Rule> = {
  signIn: { perIp: 30, perId: 8, windowMinutes: 10 },
  register: { perIp: 10, perId: 3, windowMinutes: 60 },
  otpSend: { perIp: 20, perId: 5, windowMinutes: 60 },
  otpVerify: { perIp: 40, perId: 10, windowMinutes: 10 },
  forgotPassword: { perIp: 10, perId: 5, windowMinutes: 60 },
  addAccount: { perIp: 20, perId: 10, windowMinutes: 60 },
  voucher: { perIp: 20, perId: 10, windowMinutes: 60 },
};

function ruleFor(step: LimitedStep): Rule {
  const override = process.env[`RATE_LIMIT_${step.toUpperCase()}`];
  const rule = override ? parseRule(override) : null;
  if (rule) return rule;
  const defaults = DEFAULT_LIMITS[step];
  return { ...defaults, perIp: Math.round(defaults.perIp * env.RATE_LIMIT_IP_FACTOR) };
}

function parseRule(text: string): Rule | null {
  const [perIp, perId, windowMinutes] = text.split("/").map(Number);
  return perIp && perId && windowMinutes ? { perIp, perId, windowMinutes } : null;
}

/**
 * Counts this attempt at `step` for the client's address and (when given) the identifier. Answers
 * null when it may go ahead, else the message for the customer (with the wait).
 */
export async function overLimit(op: Operator, step: LimitedStep, identifier?: string | null): Promise<string | null> {
  const rule = ruleFor(step);
  const windowMs = rule.windowMinutes * 60_000;
  const checks = [sessionStore.count(`${step}:ip:${op.clientIp}`, windowMs).then((c) => ({ ...c, max: rule.perIp }))];
  if (identifier) checks.push(sessionStore.count(`${step}:id:${identifier.trim().toLowerCase()}`, windowMs).then((c) => ({ ...c, max: rule.perId })));
  const over = (await Promise.all(checks)).filter((c) => c.count > c.max);
  if (over.length === 0) return null;
  const waitMs = Math.max(...over.map((c) => c.resetInMs));
  console.warn(JSON.stringify({ event: "rate-limited", step, waitMs }));
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return minutes === 1 ? t("error.tooManyOneMinute") : t("error.tooMany", { minutes });
}
