/** After the draft: cart lines, payment logs, order status, documents, agent code, sales leads. */
import * as sales from "#contracts/sales";
import {
  AGENT_CODE_MIN_LENGTH,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_TYPES,
  MAX_DOCUMENT_BYTES,
  broadbandPackages,
  peoTvPackages,
  voicePackages,
  type SalesMode,
} from "../../../fixtures/sales";
import { fail, implement, ok } from "../../implement";
import type { UserRecord } from "../../store";
import { nextId, nowMs } from "../../world";
// The order personas' seeder registers itself with the persona factory when this area loads.
import "./personas";
import {
  draftFor,
  drafts,
  invoiceLines,
  isPaid,
  messages,
  normaliseMobile,
  paymentLogs,
  progressOf,
  putInvoiceLine,
  salesLeads,
  slTimestamp,
  type DraftRecord,
} from "./state";

function packageNames(mode: SalesMode, serviceType: string): string[] | null {
  if (serviceType === "BROADBAND")
    return Object.values(broadbandPackages[mode])
      .flat()
      .map((p) => p.BB_PACKAGE_NAME.trim());
  if (serviceType === "VOICE") return voicePackages[mode].map((p) => p.VOICE_PACKAGE_NAME.trim());
  if (serviceType === "PEOTV") return peoTvPackages[mode].map((p) => p.PEO_PACKAGE_NAME.trim());
  return null; // BEARER: the connection itself, named as the portal likes
}

function invoiceRows(refNo: string) {
  return invoiceLines
    .findMany((q) => q.where({ refNo }))
    .sort((a, b) => a.at - b.at)
    .map((l) => ({
      reF_NO: l.refNo,
      servicE_TYPE: l.serviceType,
      packagE_NAME: l.packageName,
      packagE_COUNT: l.packageCount,
      rental: l.rental,
      inI_CHARGE: l.iniCharge,
      status: l.status,
    }));
}

function paymentRows(draft: DraftRecord) {
  const progress = progressOf(draft);
  return paymentLogs
    .findMany((q) => q.where({ refNo: draft.refNo }))
    .sort((a, b) => b.at - a.at || b.id - a.id)
    .map((log) => ({
      order_ref: log.refNo,
      txn_id: log.transactionId,
      channel: log.channel,
      amount: log.amount.toFixed(2),
      gw_status: log.gwStatus,
      crm_state: log.gwStatus === "1" ? progress.crm_state : 0,
      sys_status: log.gwStatus === "1" ? progress.sys_status : "-1",
      created_date: slTimestamp(log.at),
    }));
}

const withDraft =
  <T>(kind: "FTTH" | "LTE" | undefined, run: (draft: DraftRecord) => T) =>
  (me: UserRecord, refNo: string) => {
    const draft = draftFor(me, refNo, kind);
    return draft ? run(draft) : fail(messages.noOrder);
  };

const readInvoices = (kind?: "FTTH" | "LTE") => withDraft(kind, (d) => ok(invoiceRows(d.refNo)));
const readPayments = (kind?: "FTTH" | "LTE") => withDraft(kind, (d) => ok(paymentRows(d)));

function documentProblem(field: string, file: Blob): string | null {
  const name = file instanceof File ? file.name.toLowerCase() : "";
  if (file.size > MAX_DOCUMENT_BYTES) return "Maximum file upload size 2MB";
  const pdf = file.type === "application/pdf" || name.endsWith(".pdf");
  const image = DOCUMENT_TYPES.includes(file.type) || DOCUMENT_EXTENSIONS.some((ext) => name.endsWith(ext));
  if (field === "application_file" ? !pdf : !image) {
    return field === "application_file" ? "The application must be a PDF file." : "Only png, jpg and jpeg images are allowed.";
  }
  return null;
}

export const orderImplementations = [
  implement(sales.saveInvoice, async ({ input, me }) => {
    const draft = draftFor(me, input.REF_NO);
    if (!draft) return fail(messages.noOrder);
    if (isPaid(draft.refNo)) return fail(messages.paidOrderLocked);
    const names = packageNames(draft.kind === "FTTH" ? "SLT Fiber" : "SLT 4G", input.SERVICE_TYPE);
    if (names && !names.includes(input.PACKAGE_NAME.trim())) return fail(`Invalid ${input.SERVICE_TYPE.toLowerCase()} package name.`);
    await putInvoiceLine({
      refNo: draft.refNo,
      serviceType: input.SERVICE_TYPE,
      packageName: input.PACKAGE_NAME,
      packageCount: Number(input.PACKAGE_COUNT),
      rental: Number(input.RENTAL),
      iniCharge: Number(input.INI_CHARGE),
      status: input.STATUS,
    });
    return ok(null);
  }),

  implement(sales.removeInvoices, ({ input, me }) => {
    const draft = draftFor(me, input.REF_NO);
    if (!draft) return fail(messages.noOrder);
    if (isPaid(draft.refNo)) return fail(messages.paidOrderLocked);
    invoiceLines.deleteMany((q) => q.where({ refNo: draft.refNo }));
    return ok(null);
  }),

  implement(sales.invoices, ({ input, me }) => readInvoices("FTTH")(me, input.REF_NO)),
  implement(sales.invoicesLte, ({ input, me }) => readInvoices("LTE")(me, input.REF_NO)),
  implement(sales.paymentLog, ({ input, me }) => readPayments()(me, input.orderId || input.orderreff || "")),
  implement(sales.paymentLogLte, ({ input, me }) => readPayments("LTE")(me, input.orderreff)),

  implement(sales.orderStatus, ({ input, me }) => {
    const draft = draftFor(me, input.orderId);
    return draft ? ok(progressOf(draft)) : fail(messages.noOrder);
  }),

  implement(sales.uploadDocuments, async ({ input, me }) => {
    const draft = draftFor(me, input.orderreff);
    if (!draft) return fail(messages.noOrder);
    if (draft.fileUploadStatus === "Y") return fail("The documents of this order have already been uploaded.");
    const byNic = Boolean(draft.fields.NIC);
    if (byNic && input.nic && input.nic !== draft.fields.NIC) return fail("The NIC number does not match the order.");
    if (!byNic && input.ppNumber && input.ppNumber !== draft.fields.PP) return fail("The passport number does not match the order.");
    if (byNic ? !input.nicfront_file || !input.nicback_file : !input.pp_file) return fail("Please upload all the relevant files");

    const files = (["nicfront_file", "nicback_file", "pp_file", "application_file", "billingproof_file"] as const)
      .map((field) => ({ field, file: input[field] }))
      .filter((f): f is { field: typeof f.field; file: Blob } => f.file instanceof Blob);
    for (const { field, file } of files) {
      const problem = documentProblem(field, file);
      if (problem) return fail(problem);
    }
    await drafts.update(draft, {
      data(d) {
        d.fileUploadStatus = "Y";
        d.documentsAt = nowMs();
        d.documents = files.map(({ field, file }) => ({
          field,
          name: file instanceof File ? file.name : field,
          type: file.type,
          size: file.size,
        }));
      },
    });
    return ok(null);
  }),

  implement(sales.agentCode, ({ input, me }) => {
    const draft = draftFor(me, input.REF_NO);
    if (!draft || draft.seq !== input.SEQ_NO) return fail(messages.noOrder);
    return ok(draft.agentCode ? [{ reF_NO: draft.refNo, seQ_NO: draft.seq, agentcode: draft.agentCode }] : []);
  }),

  implement(sales.updateAgentCode, async ({ input, me }) => {
    const draft = draftFor(me, input.REF_NO);
    if (!draft || draft.seq !== input.SEQ_NO) return fail(messages.noOrder);
    if (input.AGENT_CODE.length < AGENT_CODE_MIN_LENGTH) return fail("Agent code must be greater than 4 characters long.");
    if (!/^[A-Za-z0-9-]+$/.test(input.AGENT_CODE)) return fail("Invalid agent code.");
    if (draft.agentCode) return fail("An agent code has already been added to this order.");
    await drafts.update(draft, {
      data(d) {
        d.agentCode = input.AGENT_CODE.toUpperCase();
      },
    });
    return ok(null);
  }),

  implement(sales.updateOrderStatus, async ({ input, me }) => {
    const draft = draftFor(me, input.REF_NO);
    if (!draft) return fail(messages.noOrder);
    await drafts.update(draft, {
      data(d) {
        d.orderStatus = input.STATUS;
        d.updatedAt = nowMs();
      },
    });
    return ok(null);
  }),

  implement(sales.createSalesLead, async ({ input, me }) => {
    if (input.mobileno && !normaliseMobile(input.mobileno)) return fail(messages.invalidMobile);
    if (!input.mobileno && !input.email) return fail("A mobile number or an email is needed so that our team can contact you.");
    const { servicetype, ...fields } = input;
    const id = nextId("sales.lead", 880101);
    await salesLeads.create({ id, servicetype, owner: me.userName, fields, at: nowMs() });
    return ok({ leadId: String(id) });
  }),
];
