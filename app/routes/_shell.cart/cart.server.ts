/**
 * The cart on the server: the customer's newest unpaid fibre and LTE orders with cart lines, each
 * its own cart, and the cart's three posts (Pay Now, Remove, Apply Discount). Pay Now opens the
 * operator's hosted payment page for the bearer line's one-time charge (channel FTTX for fibre, LTE
 * for LTE); the page returns to /cart/return.
 */
import { json, redirect } from "@remix-run/node";
import type { InvoiceRow } from "#contracts/sales";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/sales-cart";
import { redirectWithOutcome } from "~/operator/outcome.server";
import type { Operator } from "~/operator/route.server";
import { removeCart } from "~/sales/cart.server";
import { newestOrder, stageOf, type MyOrder, type OrderKind } from "~/sales/my-orders.server";
import { orderFee } from "~/sales/paid.server";
import { startOrderPayment, type HostedForm, type OrderPaymentStarted } from "~/sales/payment.server";
import { CART_PATH, cartKindOf } from "./cart";
import { promoSchema } from "./schema";

/** Where the hosted payment page sends the customer back (it redirects to the fibre or LTE result). */
export const RETURN_PATH = "/cart/return";

export type PackageService = "BROADBAND" | "VOICE" | "PEOTV";

export interface CartLineView {
  service: PackageService;
  name: string;
  /** Monthly rental, LKR before tax. */
  rental: number;
}

export interface CartView {
  kind: OrderKind;
  refNo: string;
  /** The package lines the cart lists: broadband and PEO TV for fibre, broadband and voice (and any PEO TV) for LTE. */
  lines: CartLineView[];
  /** The one-time connection fee: the BEARER line's charge (orderFee), which its payment must cover. */
  fee: number;
}

/**
 * The package lines each cart lists (seed 002 section 2.8): broadband and TV for fibre, broadband and
 * voice for LTE, and an LTE line's PEO TV package too where the 'SLT 4G' catalogue offered one (the
 * simulator's offers none), so that no line the order is billed for is left out.
 */
const LISTED: Record<OrderKind, PackageService[]> = { FTTH: ["BROADBAND", "PEOTV"], LTE: ["BROADBAND", "VOICE", "PEOTV"] };

const serviceOf = (row: InvoiceRow) => row.servicE_TYPE.trim().toUpperCase();

/**
 * The cart of an order, or null when it shows none: only an unpaid order with cart lines has one; the
 * LTE cart needs its BEARER line, the fibre cart a BEARER line and a broadband and/or PEO TV line.
 */
export function cartOf(order: MyOrder | null): CartView | null {
  if (!order || stageOf(order) !== "cart") return null;
  const bearer = order.lines.find((row) => serviceOf(row) === "BEARER");
  if (!bearer) return null;
  const lines = LISTED[order.kind].flatMap((service) =>
    order.lines.filter((row) => serviceOf(row) === service).map((row) => ({ service, name: (row.packagE_NAME ?? "").trim(), rental: row.rental ?? 0 })),
  );
  if (order.kind === "FTTH" && lines.length === 0) return null;
  return { kind: order.kind, refNo: order.refNo, lines, fee: orderFee(order.kind, order.lines) };
}

/** Both carts, fibre first; the first read failure is told beside what could be read. */
export async function loadCart(op: Operator): Promise<{ carts: CartView[]; error: string | null }> {
  const [fibre, lte] = await Promise.all([newestOrder(op, "FTTH"), newestOrder(op, "LTE")]);
  const carts = [fibre, lte].flatMap((read) => {
    const cart = read.ok ? cartOf(read.data) : null;
    return cart ? [cart] : [];
  });
  const error = (!fibre.ok && fibre.message) || (!lte.ok && lte.message) || null;
  return { carts, error };
}

/** The hosted payment page's form for a cart: the bearer charge, the contact and identity from the order's draft. */
export function cartPayment(op: Operator, order: MyOrder, cart: CartView): Promise<OrderPaymentStarted> {
  const { draft } = order;
  return startOrderPayment(op, op, {
    channel: cart.kind === "LTE" ? "LTE" : "FTTX",
    orderRef: cart.refNo,
    amount: cart.fee,
    mobile: draft.mobileno ?? "",
    email: draft.email ?? "",
    nic: draft.nic ?? "",
    passport: draft.passport || draft.pp || "",
    resultPath: RETURN_PATH,
  });
}

export type CartAnswer = { paynow: HostedForm } | { promo: { kind: OrderKind; result: ReturnType<ReturnType<typeof parsePromo>["reply"]> } };

function parsePromo(formData: FormData) {
  return parseWithSchema(formData, { schema: promoSchema });
}

/**
 * The cart's posts. Apply Discount checks the code's form, then says that no promo code applies to
 * online connections (nothing is discounted). Pay Now and Remove act on the order's cart as the
 * operator has it now (a cart paid or emptied meanwhile is told, not paid or removed twice).
 */
export async function cartAction(op: Operator, formData: FormData) {
  const kind = cartKindOf(formData.get("kind"));
  if (!kind) return redirect(CART_PATH);
  const intent = formData.get("intent");

  if (intent === "promo") {
    const submission = parsePromo(formData);
    const result = submission.status === "success" ? submission.reply({ fieldErrors: { promoCode: [t("cart.promo.none")] } }) : submission.reply();
    return json({ promo: { kind, result } } satisfies CartAnswer, { status: 400 });
  }
  if (intent !== "pay" && intent !== "remove") return redirect(CART_PATH);

  const read = await newestOrder(op, kind);
  if (!read.ok) return redirectWithOutcome(CART_PATH, read.message, "error");
  const order = read.data;
  const cart = cartOf(order);
  if (!order || !cart) return redirectWithOutcome(CART_PATH, t("cart.gone"), "error");

  if (intent === "pay") {
    const started = await cartPayment(op, order, cart);
    return started.ok ? json({ paynow: started.form } satisfies CartAnswer) : redirectWithOutcome(CART_PATH, started.message, "error");
  }
  const removed = await removeCart(op, cart.refNo);
  return removed.ok ? redirect(CART_PATH) : redirectWithOutcome(CART_PATH, removed.message, "error");
}
