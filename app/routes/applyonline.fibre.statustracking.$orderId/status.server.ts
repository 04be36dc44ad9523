/**
 * The order status page's loader and action, shared by its two addresses
 * (/applyonline/fibre/statustracking/{orderId} and /fttx/{orderId}/{status}). Forms post back to the
 * address the page was opened at, and every outcome returns there.
 */
import type { SubmissionResult } from "@conform-to/react";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import * as sales from "#contracts/sales";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/sales-status";
import { redirectWithOutcome } from "~/operator/outcome.server";
import type { Operator } from "~/operator/route.server";
import {
  billingIsServiceAddress,
  draftUpdate,
  hasBillingAddress,
  identityOf,
  orderAmount,
  readDraft,
  requireOrderOperator,
  type DraftRow,
} from "~/sales/order.server";
import { documentsSchema, type DocumentNeeds } from "~/sales/documents";
import { readDocumentsForm, uploadDocuments } from "~/sales/documents.server";
import { agentCodeSchema, billingSchema } from "./schema";
import { orderDate, orderView } from "~/sales/order-view";

/** Where Home and an order left for later lead. */
export const SALES_HOME = "/applyonline";
/** The fixed address number the wizards send with every address. */
const ADDRESS_NO = "60";

export function receiptUrl(orderId: string): string {
  return `/applyonline/fibre/statustracking/${encodeURIComponent(orderId)}/receipt`;
}

const isFull = (draft: DraftRow) => draft.useR_COMMENT === "FULL";

function documentNeeds(draft: DraftRow): DocumentNeeds {
  return { identity: identityOf(draft).kind, billingProof: !billingIsServiceAddress(draft) };
}

/** Documents are asked for a paid (FULL) order without them, once it has a billing address. */
function documentsDue(draft: DraftRow): boolean {
  return draft.filE_UPLOAD_STATUS === "N" && isFull(draft) && hasBillingAddress(draft);
}

type Args<A> = A & { op: Operator };

/** The page's forms, named in a failed answer so that only the form that was sent shows it. */
export type StatusForm = "billing" | "documents" | "agent";

type Replyable = { reply: (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]> };

/**
 * formFailure for a page of several forms: the same answer (status 400, the form keeps its values,
 * a message goes to the outcome dialog), tagged with the form it belongs to.
 */
function failure(form: StatusForm, submission: Replyable, options?: { message?: string; field?: string }) {
  const result = options?.field
    ? submission.reply({ fieldErrors: { [options.field]: [options.message ?? ""] } })
    : submission.reply(options?.message ? { formErrors: [options.message] } : undefined);
  return json({ form, result }, { status: 400 });
}

/** Draft, status and agent code are read at once (the agent code needs the draft's sequence number). */
export async function statusLoader({ request, params, op }: Args<LoaderFunctionArgs>) {
  const orderId = (params.orderId ?? "").trim();
  const operator = requireOrderOperator(op, orderId);
  const [read, status] = await Promise.all([readDraft(operator, orderId), operator.data(sales.orderStatus, { orderId })]);
  const page = new URL(request.url).pathname;
  if (!read.ok) return { page, order: null, error: read.message };
  const draft = read.draft;
  const seq = draft.paymenT_REFUND_STATUS;
  const agent = seq ? await operator.data(sales.agentCode, { REF_NO: draft.reF_NO, SEQ_NO: seq }) : null;
  const error = (!status.ok && status.message) || (agent && !agent.ok && agent.message) || null;
  return {
    page,
    error,
    order: {
      view: orderView(draft, orderAmount(draft), status.ok ? status.data.status : ""),
      receiptUrl: receiptUrl(draft.reF_NO),
      full: isFull(draft),
      billing: {
        exists: hasBillingAddress(draft),
        line1: draft.billinG_ADD_STREET1 ?? "",
        line2: draft.billinG_ADD_STREET2 ?? "",
        serviceLine1: draft.servicE_ADD_STREET1 ?? "",
        serviceLine2: draft.servicE_ADD_STREET2 ?? "",
      },
      documents: { due: documentsDue(draft), received: draft.filE_UPLOAD_STATUS === "Y", needs: documentNeeds(draft) },
      agent: { canAdd: Boolean(seq), code: agent?.ok ? (agent.data[0]?.agentcode ?? null) : null },
    },
  };
}

export async function statusAction({ request, params, op }: Args<ActionFunctionArgs>) {
  const orderId = (params.orderId ?? "").trim();
  const operator = requireOrderOperator(op, orderId);
  const page = new URL(request.url).pathname;

  if ((request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data")) {
    const { formData, tooLarge } = await readDocumentsForm(request);
    const read = await readDraft(operator, orderId);
    if (!read.ok) return redirectWithOutcome(page, read.message, "error");
    return submitDocuments(operator, read.draft, formData, tooLarge, page);
  }

  const formData = await request.formData();
  const intent = formData.get("intent");
  // Submit Later: the documents follow through the SMS link; nothing to save.
  if (intent === "later") return redirect(SALES_HOME);

  const read = await readDraft(operator, orderId);
  if (!read.ok) return redirectWithOutcome(page, read.message, "error");
  if (intent === "billing") return saveBilling(operator, read.draft, formData, page);
  if (intent === "agent") return saveAgentCode(operator, read.draft, formData, page);
  return redirect(page);
}

async function saveBilling(operator: Operator, draft: DraftRow, formData: FormData, page: string) {
  const submission = parseWithSchema(formData, { schema: billingSchema });
  if (submission.status !== "success") return failure("billing", submission);
  if (!isFull(draft)) return redirect(page);
  // The checkbox is locked once a billing address exists: it then copies nothing.
  const same = submission.value.same && !hasBillingAddress(draft);
  const changes = same
    ? {
        BILLING_ADD_STREET1: draft.servicE_ADD_STREET1 ?? "",
        BILLING_ADD_STREET2: draft.servicE_ADD_STREET2 ?? "",
        BILLING_ADD_CITY: draft.servicE_ADD_CITY ?? "",
        BILLING_ADD_POSTAL_CODE: draft.servicE_ADD_POSTAL_CODE ?? "",
        BILLING_ADD_PROVINCE: draft.servicE_ADD_PROVINCE ?? "",
      }
    : {
        BILLING_ADD_STREET1: submission.value.line1,
        BILLING_ADD_STREET2: submission.value.line2,
        // The page asks for the two lines only: city and postal code stay as saved, else the service address's.
        BILLING_ADD_CITY: draft.billinG_ADD_CITY || draft.servicE_ADD_CITY || "",
        BILLING_ADD_POSTAL_CODE: draft.billinG_ADD_POSTAL_CODE || draft.servicE_ADD_POSTAL_CODE || "",
        BILLING_ADD_PROVINCE: draft.billinG_ADD_PROVINCE || draft.servicE_ADD_PROVINCE || "",
      };
  const answer = await operator.data(sales.updateDraft, draftUpdate(draft, { BILLING_ADD_NO: ADDRESS_NO, ...changes }));
  if (!answer.ok) return failure("billing", submission, { message: answer.message });
  return redirectWithOutcome(page, t("status.success"));
}

async function saveAgentCode(operator: Operator, draft: DraftRow, formData: FormData, page: string) {
  const submission = parseWithSchema(formData, { schema: agentCodeSchema });
  if (submission.status !== "success") return failure("agent", submission);
  const seq = draft.paymenT_REFUND_STATUS;
  if (!seq) return redirect(page);
  const answer = await operator.data(sales.updateAgentCode, { REF_NO: draft.reF_NO, SEQ_NO: seq, AGENT_CODE: submission.value.agentCode });
  if (!answer.ok) return failure("agent", submission, { message: answer.message });
  return redirectWithOutcome(page, t("status.success"));
}

async function submitDocuments(operator: Operator, draft: DraftRow, formData: FormData, tooLarge: Set<string>, page: string) {
  if (!documentsDue(draft)) return redirect(page);
  const needs = documentNeeds(draft);
  const submission = parseWithSchema(formData, { schema: documentsSchema(needs, tooLarge) });
  if (submission.status !== "success") return failure("documents", submission);
  const identity = identityOf(draft);
  const result = await uploadDocuments(operator, draft, needs, formData, identity.number, orderDate(draft.requesT_DATE));
  if (result.ok) return redirectWithOutcome(page, t("status.success"));
  return failure("documents", submission, { field: result.field, message: result.message });
}
