/**
 * The data of the signed-in layout: accounts and selection (kept in the session), and, streamed in
 * after the layout, the payments panel's amount (bill payable for postpaid, wallet for prepaid),
 * the promo banners, whether the notification popup is due, and the usage heads-up.
 */
import * as accounts from "#contracts/accounts";
import * as banners from "#contracts/banners";
import * as bills from "#contracts/bills";
import * as prepaid from "#contracts/prepaid";
import { bannerImages, DEFAULT_BANNER_CATEGORY, MAIN_BANNER_RATIO } from "~/banners/banners.server";
import type { Operator } from "~/operator/route.server";
import { usageAlertDue } from "./usage-alert.server";
import { canLinkAnother, loadAccountContext, type AccountContext, type LinkedAccount } from "~/accounts/context.server";

/** Which payments panel the layout shows: known from the session, so its frame is drawn at once. */
export type PaymentsKind = "none" | "bill" | "wallet";
/** The panel's amount, streamed in. */
export type PaymentsAmount = { state: "ok"; amount: number } | { state: "failed" | "absent" };

export interface Popup {
  imageUrl: string | null;
  buttonName: string | null;
}

const paymentsKind = (selected: LinkedAccount | null, prepaidLine: boolean | undefined): PaymentsKind =>
  !selected || prepaidLine === undefined ? "none" : prepaidLine ? "wallet" : "bill";

async function paymentsAmount(op: Operator, selected: LinkedAccount | null, kind: PaymentsKind): Promise<PaymentsAmount> {
  if (!selected || kind === "none") return { state: "absent" };
  if (kind === "wallet") {
    const wallet = await op.data(prepaid.walletDetail, { LTESLTNumber: selected.telephoneNo });
    if (!wallet.ok) return { state: "failed" };
    const cents = wallet.data.totalAmount;
    return cents === null || cents === undefined ? { state: "absent" } : { state: "ok", amount: cents / 100 };
  }
  const inquiry = await op.data(bills.billingInquiry, { telephoneNo: selected.telephoneNo, accountNo: selected.accountNo });
  if (!inquiry.ok) return { state: "failed" };
  const first = inquiry.data.listofbillingInquiryType[0];
  return first ? { state: "ok", amount: first.outstandingBalance } : { state: "absent" };
}

/** A user's banner categories change rarely: they are kept for a few minutes. */
const CATEGORY_TTL_MS = 5 * 60 * 1000;
const categoryCache = new Map<string, { at: number; categories: string[] }>();

/** Banner categories of the user (default 8 when none), then their 16:9 images. Failures are silent. */
async function promoBanners(op: Operator, userName: string): Promise<string[]> {
  let cached = categoryCache.get(userName);
  if (!cached || Date.now() - cached.at > CATEGORY_TTL_MS) {
    const detail = await op.data(banners.bannerDetail, { username: userName }).catch(() => null);
    const categories = detail?.ok ? [...new Set(detail.data.map((b) => b.categorY_ID).filter((c): c is string => Boolean(c)))] : [];
    cached = { at: Date.now(), categories };
    if (categoryCache.size > 10_000) categoryCache.clear();
    if (detail?.ok) categoryCache.set(userName, cached);
  }
  return bannerImages(op, (cached.categories.length ? cached.categories : [DEFAULT_BANNER_CATEGORY]).join(","), MAIN_BANNER_RATIO);
}

/**
 * The bill notification is due when the bill status is '01' and the popup type is not B or C; it
 * shows once per session and never on /eBill (the bill is already in front of the customer there).
 * Like the operator's app, the bill status is checked when an account is loaded: once per session
 * and account (switching accounts checks again), not on every page.
 */
async function popupDue(ctx: AccountContext, pathname: string): Promise<Popup | null> {
  const { op, selected, services } = ctx;
  if (!selected || !services || services.prepaid) return null;
  const session = op.session;
  if (session.get("popupSeen") || session.get("popupChecked") === selected.telephoneNo) return null;
  if (pathname.toLowerCase().startsWith("/ebill")) return null;
  const [status, popup] = await Promise.all([
    op.data(bills.billStatus, { tpNo: selected.telephoneNo, accountNo: selected.accountNo }),
    op.data(accounts.popupMessageBanner, { subscriberID: selected.telephoneNo }),
  ]);
  const type = popup.ok ? popup.data?.popuP_TYPE?.toUpperCase() : undefined;
  if (!status.ok) return null;
  if (status.data.bill_code !== "01" || type === "B" || type === "C") {
    session.set("popupChecked", selected.telephoneNo);
    return null;
  }
  return { imageUrl: popup.ok ? (popup.data?.popuP_URL ?? null) : null, buttonName: popup.ok ? (popup.data?.buttoN_NAME ?? null) : null };
}

/** The layout's data: what the session knows at once, and the four parts that stream in (promises, for `defer`). */
export async function loadShell(request: Request, op: Operator) {
  const ctx = await loadAccountContext(op);
  const pathname = new URL(request.url).pathname;
  const payments = paymentsKind(ctx.selected, ctx.services?.prepaid);
  const amount = paymentsAmount(ctx.op, ctx.selected, payments);
  return {
    ctx,
    data: {
      user: ctx.user,
      accounts: ctx.accounts,
      selected: ctx.selected,
      canAddAccount: canLinkAnother(ctx),
      prepaid: ctx.services?.prepaid ?? false,
      error: ctx.error,
      payments,
    },
    late: {
      amount,
      banners: promoBanners(ctx.op, ctx.user.userName),
      popup: popupDue(ctx, pathname),
      usageAlert: usageAlertDue(ctx, pathname, amount),
    },
  };
}
