/**
 * A placed online order as the pages after the wizard read it: whose tokens may read it, its saved
 * draft by reference, and the draft sent back whole when one part of it changes (the operator's
 * update replaces every field, so a billing address is saved together with everything else).
 */
import { redirect } from "@remix-run/node";
import type { RequestOf } from "#contracts/core";
import * as sales from "#contracts/sales";
import type { Operator } from "~/operator/route.server";
import { isSignedIn } from "~/operator/session.server";
import { identityMayRead } from "./order-identity.server";

export type DraftRow = sales.DraftRow;

/** The one-time connection fee a FULL (paid) fibre order shows; other orders show Rs. 0.00. */
export const FULL_ORDER_AMOUNT = 10000;

/** Where a visitor proves, by a one-time code to the order's mobile, that an order is theirs. */
export function orderLookupUrl(orderId: string): string {
  return `/applyonline/status/${encodeURIComponent(orderId)}`;
}

/**
 * Who reads the order: a visitor's order identity verified for this very order (its one-time code) or
 * that saved it, else a signed-in customer (the operator shows them only orders they own, by user,
 * mobile or NIC). Nobody else: the visitor is sent to verify the order first.
 */
export function requireOrderOperator(op: Operator, orderId: string): Operator {
  if (identityMayRead(op.session, orderId)) return op.order;
  if (isSignedIn(op.session)) return op;
  throw redirect(orderLookupUrl(orderId));
}

export async function readDraft(operator: Operator, refNo: string): Promise<{ ok: true; draft: DraftRow } | { ok: false; message: string }> {
  const answer = await operator.data(sales.draftByRef, { REF_NO: refNo });
  if (!answer.ok) return answer;
  const draft = answer.data[0];
  return draft ? { ok: true, draft } : { ok: false, message: NO_ORDER };
}

const NO_ORDER = "No order found for the given reference. Please check the order ID and try again.";

export function orderAmount(draft: DraftRow): number {
  return draft.useR_COMMENT === "FULL" ? FULL_ORDER_AMOUNT : 0;
}

export function hasBillingAddress(draft: DraftRow): boolean {
  return Boolean(draft.billinG_ADD_STREET1?.trim() && draft.billinG_ADD_STREET2?.trim());
}

/** The billing address is the service address (same two lines), so no address proof is needed. */
export function billingIsServiceAddress(draft: DraftRow): boolean {
  const same = (a: string | null, b: string | null) => (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();
  return same(draft.billinG_ADD_STREET1, draft.servicE_ADD_STREET1) && same(draft.billinG_ADD_STREET2, draft.servicE_ADD_STREET2);
}

/** Passport holders' drafts carry no NIC. */
export function identityOf(draft: DraftRow): { kind: "nic" | "pp"; number: string } {
  const nic = draft.nic?.trim();
  if (nic) return { kind: "nic", number: nic.toUpperCase() };
  return { kind: "pp", number: (draft.passport || draft.pp || "").trim().toUpperCase() };
}

const s = (v: string | null | undefined) => v ?? "";

/** The draft as the update call takes it: every field as read, then the changes. */
export function draftUpdate(draft: DraftRow, changes: Partial<RequestOf<typeof sales.updateDraft>> = {}): RequestOf<typeof sales.updateDraft> {
  return {
    REF_NO: draft.reF_NO,
    SERVICE_TYPE: "FTTH",
    NIC: s(draft.nic),
    PP: s(draft.passport || draft.pp),
    TITLE: s(draft.title),
    FIRSTNAME: s(draft.firstname),
    LASTNAME: s(draft.lastname),
    BIRTH_DATE: s(draft.birtH_DATE),
    NATIONALITY: s(draft.nationality),
    gender: s(draft.gender),
    SLTNIC: s(draft.sltnic),
    SERVICE_ADD_NO: s(draft.servicE_ADD_NO),
    SERVICE_ADD_STREET1: s(draft.servicE_ADD_STREET1),
    SERVICE_ADD_STREET2: s(draft.servicE_ADD_STREET2),
    SERVICE_ADD_CITY: s(draft.servicE_ADD_CITY),
    SERVICE_ADD_DISTRICT: s(draft.servicE_ADD_DISTRICT),
    SERVICE_ADD_POSTAL_CODE: s(draft.servicE_ADD_POSTAL_CODE),
    SERVICE_ADD_PROVINCE: s(draft.servicE_ADD_PROVINCE),
    BILLING_ADD_NO: s(draft.billinG_ADD_NO),
    BILLING_ADD_STREET1: s(draft.billinG_ADD_STREET1),
    BILLING_ADD_STREET2: s(draft.billinG_ADD_STREET2),
    BILLING_ADD_CITY: s(draft.billinG_ADD_CITY),
    BILLING_ADD_POSTAL_CODE: s(draft.billinG_ADD_POSTAL_CODE),
    BILLING_ADD_PROVINCE: s(draft.billinG_ADD_PROVINCE),
    RTOM: s(draft.rtom),
    EQTYPE: draft.eqtype || "FDP",
    LONGITUDE: s(draft.longitude),
    LATITUDE: s(draft.latitude),
    VOICE_PACKAGE: s(draft.voicE_PACKAGE),
    BB_PACKAGE: s(draft.bB_PACKAGE),
    PEO_PACKAGE: s(draft.peO_PACKAGE),
    iddstatus: s(draft.iddstatus),
    billinG_MODE: s(draft.billinG_MODE),
    email: s(draft.email),
    mobileno: s(draft.mobileno),
    LOOP_AVAILABLITY: draft.looP_AVAILABLITY || "Y",
    ...changes,
  };
}
