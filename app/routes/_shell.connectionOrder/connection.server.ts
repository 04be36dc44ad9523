/**
 * /connectionOrder on the server: the customer's newest fibre order once paid, read afresh from the
 * operator on every visit. While its documents are missing it is 'Pending Document Upload' and
 * takes them (NIC front and back or the passport, an address proof when the billing address is not
 * the service address; the application PDF is attached by uploadDocuments); a successful upload
 * also sets the order's status code L. After that, the CRM state tells the progress.
 */
import { json, redirect } from "@remix-run/node";
import * as sales from "#contracts/sales";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/sales-cart";
import { t as status } from "~/i18n/sales-status";
import { formFailure, redirectWithOutcome } from "~/operator/outcome.server";
import type { Operator } from "~/operator/route.server";
import type { CrmStatus } from "~/sales/crm";
import { documentsSchema, type DocumentNeeds } from "~/sales/documents";
import { readDocumentsForm, uploadDocuments } from "~/sales/documents.server";
import { newestOrder, type MyOrder } from "~/sales/my-orders.server";
import { billingIsServiceAddress, hasBillingAddress, identityOf, orderAmount } from "~/sales/order.server";
import { orderDate, orderView, type OrderView } from "~/sales/order-view";

export const CONNECTION_PATH = "/connectionOrder";
/** Without a paid fibre order the customer starts one. */
export const NEW_ORDER_PATH = "/applyonline/order";
/** The status code the signed-in fibre flow sets once the documents are in. */
export const DOCUMENTS_SUBMITTED = "L";

export interface ConnectionView {
  /** Reference, amount, status, customer, service address, date and packages, as the status page shows them. */
  view: OrderView;
  /** The documents still to send (null: received). */
  documents: DocumentNeeds | null;
  progress: CrmStatus;
  crmState: number | null;
}

export function documentsMissing(order: MyOrder): boolean {
  return order.draft.filE_UPLOAD_STATUS !== "Y";
}

export function documentNeeds(order: MyOrder): DocumentNeeds {
  const { draft } = order;
  return { identity: identityOf(draft).kind, billingProof: hasBillingAddress(draft) && !billingIsServiceAddress(draft) };
}

/** 'Pending Document Upload' until the documents are in, then the CRM's word. */
export function connectionStatus(order: MyOrder): string {
  return documentsMissing(order) ? t("connection.pendingDocuments") : t(`connection.stage.${order.progress ?? "Pending"}`);
}

export function connectionView(order: MyOrder): ConnectionView {
  return {
    view: orderView(order.draft, orderAmount(order.draft), connectionStatus(order)),
    documents: documentsMissing(order) ? documentNeeds(order) : null,
    progress: order.progress ?? "Pending",
    crmState: order.crmState ?? null,
  };
}

/** The newest fibre order when it is paid; otherwise the customer is sent to order one. */
async function paidOrder(op: Operator): Promise<{ ok: true; order: MyOrder } | { ok: false; message: string }> {
  const read = await newestOrder(op, "FTTH");
  if (!read.ok) return read;
  if (!read.data?.paid) throw redirect(NEW_ORDER_PATH);
  return { ok: true, order: read.data };
}

export async function loadConnection(op: Operator): Promise<{ order: ConnectionView | null; error: string | null }> {
  const read = await paidOrder(op);
  return read.ok ? { order: connectionView(read.order), error: null } : { order: null, error: read.message };
}

/** The documents' one post: checked by name and size, then by content, uploaded, then status L. */
export async function submitDocuments(op: Operator, request: Request) {
  if (!(request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data")) return redirect(CONNECTION_PATH);
  const { formData, tooLarge } = await readDocumentsForm(request);
  const read = await paidOrder(op);
  if (!read.ok) return redirectWithOutcome(CONNECTION_PATH, read.message, "error");
  const { order } = read;
  if (!documentsMissing(order)) return redirect(CONNECTION_PATH);

  const needs = documentNeeds(order);
  const submission = parseWithSchema(formData, { schema: documentsSchema(needs, tooLarge) });
  if (submission.status !== "success") return formFailure(submission);

  const { draft } = order;
  const uploaded = await uploadDocuments(op, draft, needs, formData, identityOf(draft).number, orderDate(draft.requesT_DATE));
  if (!uploaded.ok) {
    if (uploaded.field) return json(submission.reply({ fieldErrors: { [uploaded.field]: [uploaded.message] } }), { status: 400 });
    return formFailure(submission, uploaded.message);
  }
  const marked = await op.data(sales.updateOrderStatus, { REF_NO: order.refNo, STATUS: DOCUMENTS_SUBMITTED });
  if (!marked.ok) return redirectWithOutcome(CONNECTION_PATH, marked.message, "error");
  return redirectWithOutcome(CONNECTION_PATH, status("status.success"));
}
