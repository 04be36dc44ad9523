/**
 * Step 5 on the server: the documents of the saved draft (NIC front and back for a NIC holder, the
 * passport image otherwise, and the billing address proof when it differs from the service address), checked by size and content, sent with the generated
 * application PDF. Once the operator has them the summary opens.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithSchema } from "~/forms/parse";
import type { Operator } from "~/operator/route.server";
import { documentsSchema, type DocumentNeeds } from "~/sales/documents";
import { readDocumentsForm, uploadDocuments } from "~/sales/documents.server";
import { readDraft } from "~/sales/order.server";
import { orderDate } from "~/sales/order-view";
import { idTypeOf } from "./draft";
import type { LteOrder } from "./state";

/** The same line of an address, however it was typed (case, spaces around). */
const sameLine = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The identity documents, and an address proof when the billing address differs from the service
 * address (seed 002 section 5, as in the fibre flow): not when it is the service address, copied or typed the same.
 */
export function needsOf(order: LteOrder): DocumentNeeds {
  const { details: d, location } = order;
  const same = d.sameAsService || (sameLine(d.billing1, location.address1) && sameLine(d.billing2, location.address2));
  return { identity: idTypeOf(d), billingProof: !same };
}

export const identityNumberOf = (order: LteOrder) => (idTypeOf(order.details) === "nic" ? order.details.nic : order.details.passport);

/** Whether the operator already holds this order's documents (its draft says so); they are then not asked for again. */
export async function loadDocuments(op: Operator, order: LteOrder): Promise<{ order: LteOrder; received: boolean; error: string | null }> {
  if (!order.orderRef) return { order, received: false, error: null };
  const read = await readDraft(op, order.orderRef);
  if (!read.ok) return { order, received: false, error: read.message };
  const received = read.draft.filE_UPLOAD_STATUS === "Y";
  return { order: received ? { ...order, documentsFor: order.orderRef } : order, received, error: null };
}

export type DocumentsResult = { order: LteOrder; reply: SubmissionResult<string[]> | null };

export async function documentsAction(op: Operator, request: Request, order: LteOrder): Promise<DocumentsResult> {
  const { formData, tooLarge } = await readDocumentsForm(request);
  const needs = needsOf(order);
  const submission = parseWithSchema(formData, { schema: documentsSchema(needs, tooLarge) });
  if (submission.status !== "success" || !order.orderRef) return { order, reply: submission.reply() };
  const read = await readDraft(op, order.orderRef);
  if (!read.ok) return { order, reply: submission.reply({ formErrors: [read.message] }) };
  const result = await uploadDocuments(op, read.draft, needs, formData, identityNumberOf(order), orderDate(read.draft.requesT_DATE));
  if (!result.ok) {
    return { order, reply: submission.reply(result.field ? { fieldErrors: { [result.field]: [result.message] } } : { formErrors: [result.message] }) };
  }
  return { order: { ...order, documentsFor: order.orderRef }, reply: null };
}
