/**
 * The payments this session started on a hosted page. Starting one records its kind, amount, when it
 * started and any reference in the session, under a random nonce that the return URL carries. A
 * result page believes a payment only for a nonce of its own kind that this session holds, checks
 * it with the operator against what was recorded (never against the query string: its amount, time
 * or status prove nothing), and settles it once: a payment the operator has confirmed is never
 * confirmed again for another return.
 */
import { createHash, randomBytes } from "node:crypto";
import { sessionStore, type Session } from "~/operator/session.server";

export type PaymentKind = "billPay" | "payNow" | "reload" | "order";

export interface StartedPayment {
  kind: PaymentKind;
  nonce: string;
  amount: number | null;
  startedAt: number;
  /** The gateway's or the order's reference, when the start has one. */
  ref: string | null;
  /** What the result page needs to name the purchase (product, package...). */
  detail: Record<string, string>;
  /**
   * Set once the result page has checked it: what it found (shown again on a reload of the page), and
   * for an approval the operator's record that proved it, which can then prove no other payment.
   */
  settled: { approved: boolean; evidence?: string } | null;
}

declare module "~/operator/session.server" {
  interface SessionData {
    payments: StartedPayment[];
  }
}

/** A few at most: an abandoned payment page leaves its record behind until newer ones push it out. */
const KEEP = 5;

export function startPayment(
  session: Session,
  kind: PaymentKind,
  what: { amount?: number | null; ref?: string | null; detail?: Record<string, string> } = {},
): StartedPayment {
  const payment: StartedPayment = {
    kind,
    nonce: randomBytes(16).toString("base64url"),
    amount: what.amount ?? null,
    startedAt: Date.now(),
    ref: what.ref ?? null,
    detail: what.detail ?? {},
    settled: null,
  };
  session.set("payments", [...(session.get("payments") ?? []), payment].slice(-KEEP));
  return payment;
}

/** The payment of this kind this session started under `nonce`, or null (a forged or foreign return). */
export function startedPayment(session: Session, kind: PaymentKind, nonce: string | null | undefined): StartedPayment | null {
  if (!nonce) return null;
  return (session.get("payments") ?? []).find((p) => p.kind === kind && p.nonce === nonce) ?? null;
}

/** Records what the operator said about the payment (kept so a reload of the result shows the same). */
export function settlePayment(session: Session, nonce: string, approved: boolean, evidence?: string): void {
  session.set(
    "payments",
    (session.get("payments") ?? []).map((p) => (p.nonce === nonce ? { ...p, settled: { approved, ...(evidence ? { evidence } : {}) } } : p)),
  );
}

/** Whether an operator record already proved another payment of this session (a replayed return). */
export function alreadyProved(session: Session, nonce: string, evidence: string): boolean {
  return (session.get("payments") ?? []).some((p) => p.nonce !== nonce && p.settled?.evidence === evidence);
}

/** How long an operator record that proved a payment stays that payment's for every session (longer than any return takes). */
const PROOF_HELD_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Claims `evidence` (the operator's record that proves a payment: a purchase row, a payment log entry, the bill's
 * last payment, named with the line or order it belongs to) for the payment `nonce`, across every session and portal
 * instance sharing the store: true when it is this payment's (claimed now, or before by this payment), false when
 * another payment has it, in this session or another (two browsers starting the same purchase, one paying: one
 * success, never two).
 */
export async function claimProof(session: Session, nonce: string, evidence: string): Promise<boolean> {
  if (alreadyProved(session, nonce, evidence)) return false;
  const key = `proof:${createHash("sha256").update(evidence).digest("base64url")}`;
  const holder = await sessionStore.once(key, async () => nonce, { shareMs: PROOF_HELD_MS, keep: () => true });
  return holder === nonce;
}
