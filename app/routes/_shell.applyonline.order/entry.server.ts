/**
 * Where a signed-in customer's fibre order stands when they open the wizard, and the wizard's state.
 * The customer's newest fibre order decides first: paid (and not yet completed or failed) → its
 * status, /connectionOrder; unpaid with a cart → /cart. Otherwise the wizard starts, or continues what
 * this session holds while its draft is still that newest open order.
 */
import { redirect } from "@remix-run/node";
import type { Operator } from "~/operator/route.server";
import { carryAcrossSignIns } from "~/operator/session.server";
import { alternateContact } from "~/sales/contacts.server";
import { isMobile } from "~/sales/identity";
import { newestOrder, stageOf, type MyOrder } from "~/sales/my-orders.server";
import { newOrder, type SignedInContacts, type SignedInFibreOrder } from "./state";

// The customer's place in the wizard outlives a session that timed out, and a logout (session.server.ts).
carryAcrossSignIns("signedInFibreOrder");

export const STATUS_PATH = "/connectionOrder";
export const CART_PATH = "/cart";

/** Throws the entry redirect when the newest fibre order is paid or in the cart; answers it (or the read's failure) otherwise. */
export async function requireOpenEntry(op: Operator): Promise<{ newest: MyOrder | null | undefined; error: string | null }> {
  const newest = await newestOrder(op, "FTTH");
  if (!newest.ok) return { newest: undefined, error: newest.message };
  const stage = stageOf(newest.data);
  if (stage === "paid") throw redirect(STATUS_PATH);
  if (stage === "cart") throw redirect(CART_PATH);
  return { newest: newest.data, error: null };
}

async function contactsOf(op: Operator): Promise<SignedInContacts> {
  return {
    userType: op.session.get("userType") === "MOBILE" ? "MOBILE" : "EMAIL",
    login: op.session.get("userName") ?? "",
    alternate: (await alternateContact(op)) ?? "",
  };
}

/**
 * The wizard's state: the session's, while its draft (if any) is the newest open order (`newest`
 * undefined: unknown, kept), else a new order with the customer's contacts.
 */
export async function currentOrder(op: Operator, newest: MyOrder | null | undefined): Promise<SignedInFibreOrder> {
  const kept = op.session.get("signedInFibreOrder");
  const stillOpen = !kept?.orderRef || newest === undefined || (newest?.refNo === kept.orderRef && stageOf(newest) === "open");
  if (kept && stillOpen && kept.contacts.login === (op.session.get("userName") ?? "")) return kept;
  const order = newOrder(await contactsOf(op), isMobile);
  op.session.set("signedInFibreOrder", order);
  return order;
}

export function saveOrder(op: Operator, order: SignedInFibreOrder) {
  op.session.set("signedInFibreOrder", order);
}
