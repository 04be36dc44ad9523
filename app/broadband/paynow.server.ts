/**
 * Pay Now: the browser posts hidden fields to the operator's hosted bill-pay
 * page, which takes the card payment and sends the browser back to /boardBand/payment with
 * ?status=approved|declined&paymentId=. The portal believes the outcome only once the operator
 * shows the purchase (purchase history; the protocol_report privilege for the report).
 */
import * as bills from "#contracts/bills";
import * as bb from "#contracts/broadband";
import { toWire } from "#contracts/core";
import { DAY_MS, lkDate, lkStamp } from "#contracts/lk";
import { browserBases, portalOrigin } from "~/env.server";
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
}

/** The hidden form of the hosted Pay Now page: where it posts and its fields. */
export function payNowForm(
  ctx: BroadbandContext,
  { product, packageId, receiver, reporterPackage }: PayNowRequest,
): { action: string; fields: Record<string, string> } {
  if (!ctx.subscriberId) throw new Error("Pay Now needs a broadband subscriber id");
  const callback = new URL("/boardBand/payment", portalOrigin);
  callback.searchParams.set("product", product);
  if (packageId) callback.searchParams.set("packageId", packageId);
  if (product === "DGF" && receiver) callback.searchParams.set("receiver", receiver);
  if (product === "PAR" && reporterPackage) callback.searchParams.set("reporterPackage", reporterPackage);
  // When the payment started: the purchase the operator shows afterwards must be newer.
  callback.searchParams.set("since", String(Date.now()));

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

/** Check a returning payment with the operator (never trust the query string alone). */
export async function verifyPayNow(ctx: BroadbandContext, params: URLSearchParams): Promise<PayNowOutcome> {
  const product = payNowProducts.find((p) => p === params.get("product"));
  if (!product || !ctx.subscriberId) return { kind: "unconfirmed" };
  if (params.get("status") !== "approved") return { kind: "declined" };

  const subscriberID = ctx.subscriberId;
  const since = Number(params.get("since"));
  const start = Number.isFinite(since) && since > 0 ? since : Date.now() - DAY_MS;
  const now = Date.now();
  const packageId = params.get("packageId") ?? "";
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
  const paid = history.data.some((row) => row.payType === "Pay Now" && row.vasType === historyType[product] && (row.transactionTime ?? "") >= after);
  const reportOn = product === "PAR" && profile?.ok ? profile.data.privileges.protocol_report : false;
  if (!paid && !reportOn) return { kind: "unconfirmed" };
  const pkg = packages?.ok ? packages.data.find((p) => p.packageId === packageId) : undefined;
  return { kind: "approved", product, amount: pkg ? String(pkg.volume) : "", unit: pkg?.volumeUnit ?? "" };
}
