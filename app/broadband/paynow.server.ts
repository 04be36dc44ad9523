/**
 * Pay Now: the browser posts hidden fields to the operator's hosted bill-pay
 * page, which takes the card payment and sends the browser back to /boardBand/payment with
 * ?status=approved|declined&paymentId=. The portal believes the outcome only once the operator
 * shows the purchase (purchase history; the protocol_report privilege for the report) at the price
 * of what this session started to buy: the hosted page prices what the browser posts.
 */
import * as bills from "#contracts/bills";
import * as bb from "#contracts/broadband";
import { toWire } from "#contracts/core";
import { DAY_MS, lkDate, lkStamp } from "#contracts/lk";
import { browserBases, portalOrigin } from "~/env.server";
import { alreadyProved, claimProof, settlePayment, startedPayment, startPayment } from "~/payments/started.server";
import { contractUrl } from "~/operator/transport.server";
import type { BroadbandContext } from "./context.server";

export type PayNowProduct = "EGB" | "DGF" | "PAR";
export const payNowProducts: readonly PayNowProduct[] = ["EGB", "DGF", "PAR"];

export interface PayNowRequest {
  product: PayNowProduct;
  packageId?: string;
  /** Receiver broadband id of a data gift (DGF). */
  receiver?: string;
  /** PAR: "1" monthly, "2" yearly. */
  reporterPackage?: "1" | "2";
  /** PAR: the profile read as the payment starts showed the report off (only then can its privilege prove this payment). */
  reportWasOff?: boolean;
}

/** The hidden form of the hosted Pay Now page: where it posts and its fields. */
export function payNowForm(
  ctx: BroadbandContext,
  { product, packageId, receiver, reporterPackage, reportWasOff }: PayNowRequest,
): { action: string; fields: Record<string, string> } {
  if (!ctx.subscriberId) throw new Error("Pay Now needs a broadband subscriber id");
  // What is bought and when the payment started stay in the session: the purchase the operator
  // shows afterwards must be newer, and the return URL carries only the payment's nonce.
  const started = startPayment(ctx.op.session, "payNow", {
    detail: {
      product,
      packageId: packageId ?? "",
      reporterPackage: product === "PAR" ? (reporterPackage ?? "") : "",
      reportWasOff: product === "PAR" && reportWasOff ? "yes" : "",
    },
  });
  const callback = new URL("/boardBand/payment", portalOrigin);
  callback.searchParams.set("product", product);
  callback.searchParams.set("pay", started.nonce);

  const user = ctx.user;
  const fields = bills.payNow.request.parse(
    toWire(bills.payNow, {
      ContactNumber: user.userType === "MOBILE" ? user.userName : (ctx.selected?.telephoneNo ?? ""),
      CustEmail: user.userName.includes("@") ? user.userName : "",
      subscriberID: ctx.subscriberId,
      prepaidID: product,
      receiver: product === "DGF" ? (receiver ?? "") : ctx.subscriberId,
      packageId: packageId ?? "",
      channel: "SLTPRE",
      commitUser: user.userName,
      reporterPackage: product === "PAR" ? (reporterPackage ?? "") : "",
      activatedBy: product === "PAR" ? user.userName : "",
      callbackURLSLT: callback.toString(),
    }),
  );
  const strings = Object.fromEntries(Object.entries(fields).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
  return { action: contractUrl(bills.payNow, browserBases), fields: strings };
}

export type PayNowOutcome =
  | { kind: "declined" }
  | { kind: "unconfirmed" }
  | { kind: "error"; message: string }
  | { kind: "approved"; product: PayNowProduct; amount: string; unit: string };

const historyType: Record<PayNowProduct, string> = { EGB: "Extra GB", DGF: "Data Gift", PAR: "Advanced Report" };

/** What the detailed report costs before tax, as its subscribe page shows it (bb.report.monthlyPrice, bb.report.yearlyPrice). */
const REPORT_PRICES: Record<string, number> = { "1": 100, "2": 1000 };

/** Less than the price, to the cent. */
const isShort = (paid: number, price: number) => Math.round(paid * 100) < Math.round(price * 100);

/**
 * Check a returning payment with the operator: only a payment this session started (its nonce),
 * with the product and start time recorded then (the query string proves nothing), settled once.
 */
export async function verifyPayNow(ctx: BroadbandContext, params: URLSearchParams): Promise<PayNowOutcome> {
  const started = startedPayment(ctx.op.session, "payNow", params.get("pay"));
  const product = payNowProducts.find((p) => p === started?.detail.product);
  if (!started || !product || !ctx.subscriberId) return { kind: "unconfirmed" };
  if (started.settled && !started.settled.approved) return { kind: "declined" };
  const status = params.get("status");
  if (!started.settled && status === "declined") {
    settlePayment(ctx.op.session, started.nonce, false);
    return { kind: "declined" };
  }
  // A return that says neither (opened by hand, or cut short) settles nothing: the payment may still be made.
  if (!started.settled && status !== "approved") return { kind: "unconfirmed" };

  const subscriberID = ctx.subscriberId;
  const start = started.startedAt;
  const now = Date.now();
  const packageId = started.detail.packageId ?? "";
  const [history, packages, profile] = await Promise.all([
    ctx.op.data(bb.purchaseHistory, { subscriberID, historyFrom: lkDate(Math.max(start - DAY_MS, now - 89 * DAY_MS)), historyTo: lkDate(now) }),
    product === "EGB"
      ? ctx.op.data(bb.extraGbPackages, { subscriberID, packageName: ctx.service?.packageName || "-" })
      : product === "DGF"
        ? ctx.op.data(bb.dataGiftPackages, { subscriberID })
        : null,
    product === "PAR" ? ctx.op.data(bb.profile, { subscriberID }) : null,
  ]);
  if (!history.ok) return { kind: "error", message: history.message };
  // A little slack: the operator's clock and ours may differ by a few minutes.
  const after = lkStamp(start - 10 * 60_000);
  const pkg = packages?.ok ? packages.data.find((p) => p.packageId === packageId) : undefined;
  // The price of what this session started to buy (before tax, as purchase rows give it): the hosted
  // page prices what the browser posts, so a row for a cheaper package or plan proves nothing.
  const price = product === "PAR" ? REPORT_PRICES[started.detail.reporterPackage ?? ""] : pkg?.postPrice;
  // A package the operator's list does not have (a made-up id, or the list unread) has no price to hold a purchase to.
  if (product !== "PAR" && !pkg) return { kind: "unconfirmed" };
  // A purchase row proves one payment only: one that proved an earlier payment of this session is skipped.
  const evidenceOf = (row: (typeof history.data)[number]) => `${row.vasType}|${row.transactionTime ?? ""}|${row.vasPackage ?? ""}`;
  const rows = history.data.filter((row) => {
    if (row.payType !== "Pay Now" || row.vasType !== historyType[product] || (row.transactionTime ?? "") < after) return false;
    const evidence = evidenceOf(row);
    return !alreadyProved(ctx.op.session, started.nonce, evidence) || started.settled?.evidence === evidence;
  });
  const measured = price !== undefined;
  const covering = rows.find((row) => measured && row.payPrice !== null && !isShort(row.payPrice, price));
  const unmeasured = rows.find((row) => !measured || row.payPrice === null);
  const proofRow = covering ?? unmeasured;
  const proof = proofRow ? evidenceOf(proofRow) : undefined;
  // A report the history does not list is shown by the profile's privilege, when it was off as the payment started
  // (a report already on, added to the bill or bought before, proves nothing); a listed one must prove it.
  const reportOn =
    product === "PAR" && started.detail.reportWasOff === "yes" && rows.length === 0 && profile?.ok ? profile.data.privileges.protocol_report : false;
  if (!proof && !reportOn) return { kind: "unconfirmed" };
  // The row is this payment's only if no other payment (another browser's) has claimed it.
  if (proof && !(await claimProof(ctx.op.session, started.nonce, `payNow:${subscriberID}|${proof}`))) return { kind: "unconfirmed" };
  if (!covering) {
    // The operator shows the purchase but not what it cost (or we do not know the price): not checked.
    console.warn(JSON.stringify({ event: "payment-amount-unverified", contract: bb.purchaseHistory.name, product }));
  }
  settlePayment(ctx.op.session, started.nonce, true, proof);
  return { kind: "approved", product, amount: pkg ? String(pkg.volume) : "", unit: pkg?.volumeUnit ?? "" };
}
