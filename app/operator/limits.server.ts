/**
 * Abuse limits: how often one client address, and each identifier an attempt is for (the user it is
 * made as, the mobile or e-mail a code goes to, an order), may try a step that guesses, sends or
 * reveals something: signing in, registering, sending and verifying one-time codes, the forgotten
 * password, linking an account, redeeming a voucher, checking a NIC or passport. Counted in the
 * session store (Redis with REDIS_URL, so every portal instance counts together). A step over its
 * limit makes no operator call; the customer is told how long to wait.
 *
 * What is counted cannot be sidestepped by writing it another way: a mobile number counts as
 * 0XXXXXXXXX however it was typed, an e-mail in lower case, an IPv6 client by its /64. The store
 * keeps only keyed digests of them (HMAC with the session secret), never a number or an address.
 */
import { createHmac } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import { toTelephone } from "#contracts/lk";
import { env, sessionSecret } from "~/env.server";
import { t } from "~/i18n/security";
import type { Operator } from "./client.server";
import { rateLimitRefusals } from "~/operations/metrics.server";
import { sessionStore } from "./session.server";

export type LimitedStep = "signIn" | "register" | "otpSend" | "otpVerify" | "forgotPassword" | "addAccount" | "voucher" | "idCheck" | "newSession";

interface Rule {
  /** Attempts per window from one client address, and for each identifier. */
  perIp: number;
  perId: number;
  windowMinutes: number;
}

/**
 * The defaults: generous for a customer who mistypes, tight for a script. RATE_LIMIT_<STEP>
 * ("perIp/perId/minutes", e.g. RATE_LIMIT_SIGNIN=30/5/10, read on each attempt) overrides one;
 * RATE_LIMIT_IP_FACTOR multiplies the default per-address limits (a test rig where every browser
 * shares one address). Sign-in counts only failures per identifier (a success starts it again).
 */
export const DEFAULT_LIMITS: Record<LimitedStep, Rule> = {
  signIn: { perIp: 30, perId: 8, windowMinutes: 10 },
  register: { perIp: 10, perId: 3, windowMinutes: 60 },
  otpSend: { perIp: 20, perId: 5, windowMinutes: 60 },
  otpVerify: { perIp: 40, perId: 10, windowMinutes: 10 },
  forgotPassword: { perIp: 10, perId: 5, windowMinutes: 60 },
  addAccount: { perIp: 20, perId: 10, windowMinutes: 60 },
  voucher: { perIp: 20, perId: 10, windowMinutes: 60 },
  idCheck: { perIp: 30, perId: 10, windowMinutes: 60 },
  /** New sessions (a visitor's first stored data, or a sign-in) from one address: only per address. */
  newSession: { perIp: 120, perId: 120, windowMinutes: 10 },
};

/**
 * How many different NIC or passport numbers one identity (a visitor's order identity, a signed-in
 * user) may check in a window: a customer checks their own, perhaps mistyped once or twice; a script
 * walking the NIC space to learn who owes the operator checks thousands. RATE_LIMIT_IDNUMBERS
 * ("count/minutes") overrides it.
 */
export const DEFAULT_ID_NUMBERS = { max: 5, windowMinutes: 24 * 60 };

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

function idNumbersRule() {
  const [max, windowMinutes] = (process.env.RATE_LIMIT_IDNUMBERS ?? "").split("/").map(Number);
  return max && windowMinutes ? { max, windowMinutes } : DEFAULT_ID_NUMBERS;
}

/**
 * The address a limit counts: IPv4 as it is (also when written IPv4-mapped, ::ffff:a.b.c.d), IPv6 by
 * its /64, the network a customer's line is given and picks addresses from at will.
 */
export function addressKey(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(address)) return address;
  // A dotted IPv4 tail stands for the last two groups.
  const groupsOf = (part: string) => (part ? part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group])) : []);
  const [head = "", tail] = address.split("::");
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const groups = tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill("0"), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

/**
 * One identifier however it was typed: a mobile or telephone number as 0XXXXXXXXX (written with +94
 * or 0094, spaces, dots, dashes or brackets), anything else (an e-mail, a user id, `order:<id>`)
 * trimmed and in lower case.
 */
export function identifierKey(value: string): string {
  const text = value.trim().toLowerCase();
  const digits = text.replace(/[\s().+-]/g, "");
  return /^\d{9,15}$/.test(digits) ? toTelephone(digits.replace(/^00/, "")) : text;
}

const digest = (value: string) => createHmac("sha256", sessionSecret).update(value).digest("base64url").slice(0, 22);

const addressCounter = (step: string, op: Operator) => `${step}:ip:${digest(addressKey(op.clientIp))}`;

function identifierCounters(step: LimitedStep, identifiers: Array<string | null | undefined>): string[] {
  const keys = identifiers.flatMap((id) => (id && id.trim() ? [identifierKey(id)] : []));
  return [...new Set(keys)].map((key) => `${step}:id:${digest(key)}`);
}

/** The message for a customer over a limit, with the wait; logged without any identifier. */
function refusal(step: string, waitMs: number): string {
  console.warn(JSON.stringify({ event: "rate-limited", step, waitMs }));
  rateLimitRefusals.inc({ step });
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return t("error.tooMany", { count: minutes });
}

/**
 * The user whose tokens `who` calls with: a visitor's order identity for `op.order` (which is its own
 * `order`), else the signed-in user; null for a visitor without either.
 */
export function limitedUser(who: Operator): string | null {
  return who.order === who ? (who.session.get("orderIdentity")?.userName ?? null) : (who.session.get("userName") ?? null);
}

/**
 * Counts this attempt at `step` for the client's address and for each identifier given (the user it
 * is made as or for, the contact a code goes to, `order:<id>`...; empty ones are skipped, one written
 * twice counts once). Answers null when it may go ahead, else the message for the customer (with the wait).
 */
export async function overLimit(op: Operator, step: LimitedStep, ...identifiers: Array<string | null | undefined>): Promise<string | null> {
  const rule = ruleFor(step);
  const windowMs = rule.windowMinutes * 60_000;
  const counted = (key: string, max: number) => sessionStore.count(key, windowMs).then((c) => ({ ...c, max }));
  // The address first: an address over its limit stores no count for the identifiers it names, so one address
  // cannot fill the store with counts of made-up user ids or numbers.
  const address = await counted(addressCounter(step, op), rule.perIp);
  if (address.count > address.max) return refusal(step, address.resetInMs);
  const over = (await Promise.all(identifierCounters(step, identifiers).map((key) => counted(key, rule.perId)))).filter((c) => c.count > c.max);
  if (over.length === 0) return null;
  return refusal(step, Math.max(...over.map((c) => c.resetInMs)));
}

/**
 * A step that succeeded starts its identifiers' counts again (not the address's): signing in counts
 * only failures against a user id, so a family signing in on three devices never locks it. Each
 * attempt is still counted before it is made, so parallel guesses cannot slip past the limit.
 */
export async function forgetAttempts(step: LimitedStep, ...identifiers: Array<string | null | undefined>): Promise<void> {
  await Promise.all(identifierCounters(step, identifiers).map((key) => sessionStore.forget(key)));
}

/**
 * Counts `idNumber` (a NIC or passport number, normalised by the caller) among the distinct ones
 * `identity` has checked in the window: one it checked already may be checked again, a new one only
 * below the cap. Answers null, or the message for the customer.
 */
export async function overIdNumbers(identity: string | null, idNumber: string): Promise<string | null> {
  if (!identity) return null;
  const rule = idNumbersRule();
  const key = `idNumbers:id:${digest(identifierKey(identity))}`;
  const { admitted, resetInMs } = await sessionStore.admit(key, digest(idNumber), rule.max, rule.windowMinutes * 60_000);
  return admitted ? null : refusal("idNumbers", resetInMs);
}
