/**
 * State of the online-sales area: order drafts, cart (invoice) lines, payment logs, feasibility
 * attempts and sales leads, with the rules they share (who may see an order, how far it got).
 */
import { z } from "zod";
import { lkDate, lkStamp, TELEPHONE, toTelephone } from "../../../contracts/lk";
import { DEMO_OUTSTANDING_PASSPORT, initiationCharges } from "../../../fixtures/sales";
import { personOf } from "../../personas";
import { lines, users, type UserRecord } from "../../store";
import { defineCollection, nextId, now, nowMs } from "../../world";

export const messages = {
  noOrder: "No order found for the given reference. Please check the order ID and try again.",
  invalidMobile: "Enter a valid mobile phone number.",
  invalidNic: "Invalid NIC number. Enter 9 digits with V or X, or 12 digits.",
  invalidPassport: "Invalid passport number.",
  noIdentity: "Passport/NIC Number cannot be empty",
  notEligibleExisting: "You are an existing customer. Please visit the regional office to request a new connection.",
  notEligibleNew: "You are not eligible to request a new connection online. Please visit the regional office.",
  passportOutstanding: "Please settle the current outstanding balance before requesting a new connection.",
  paidOrderLocked: "This order has already been paid. Its packages can no longer be changed.",
};

export const drafts = defineCollection(
  "sales.drafts",
  z.object({
    refNo: z.string(),
    kind: z.enum(["FTTH", "LTE"]),
    /** Sequence number of the order (sent back as paymenT_REFUND_STATUS, asked for as SEQ_NO). */
    seq: z.string(),
    owner: z.string(),
    /** The draft columns as the wizard sent them (NIC, FIRSTNAME, SERVICE_ADD_CITY, billinG_MODE...). */
    fields: z.record(z.string(), z.string()),
    userComment: z.enum(["FULL", "ADVANCED"]),
    fileUploadStatus: z.enum(["N", "Y"]),
    documents: z.array(z.object({ field: z.string(), name: z.string(), type: z.string(), size: z.number() })),
    documentsAt: z.number().nullable(),
    agentCode: z.string().nullable(),
    /** The status code sales.updateOrderStatus set (L: the customer submitted the documents). */
    orderStatus: z.string().nullable().default(null),
    /** Provisioning fails once the CRM would reach this step (crm_state -1, 'Failed'); null: it completes. */
    failsAt: z.number().int().min(1).max(10).nullable().default(null),
    requestedAt: z.number(),
    updatedAt: z.number(),
  }),
);
export type DraftRecord = ReturnType<typeof drafts.all>[number];

const invoiceLine = z.object({
  refNo: z.string(),
  serviceType: z.enum(["BEARER", "BROADBAND", "VOICE", "PEOTV"]),
  packageName: z.string(),
  packageCount: z.number(),
  rental: z.number(),
  iniCharge: z.number(),
  status: z.string(),
  at: z.number(),
});
export const invoiceLines = defineCollection("sales.invoiceLines", invoiceLine);

export const paymentLogs = defineCollection(
  "sales.paymentLogs",
  z.object({
    id: z.number(),
    refNo: z.string(),
    channel: z.string(),
    amount: z.number(),
    gwStatus: z.enum(["1", "0"]),
    transactionId: z.string(),
    at: z.number(),
  }),
);

export const feasibilityAttempts = defineCollection("sales.feasibilityAttempts", z.object({ mobileno: z.string(), day: z.string(), count: z.number() }));

export const salesLeads = defineCollection(
  "sales.leads",
  z.object({ id: z.number(), servicetype: z.string(), owner: z.string(), fields: z.record(z.string(), z.string()), at: z.number() }),
);

// ---------------------------------------------------------------------------
// Formats

/** Sri Lanka local time as the NewCon service writes it: 2024-09-28T09:26:11 (no zone). */
export function slTimestamp(ms: number = nowMs()): string {
  return lkStamp(ms).replace(" ", "T");
}

export function slDay(ms: number = nowMs()): string {
  return lkDate(ms);
}

/** 0XXXXXXXXX from the forms the wizards accept (+94 77 123 4567, 077-123-4567...), else null. */
export function normaliseMobile(raw: string): string | null {
  const compact = raw.replace(/[\s\-().]/g, "");
  if (!/^\+?\d+$/.test(compact)) return null;
  const telephone = toTelephone(compact);
  return TELEPHONE.test(telephone) ? telephone : null;
}

export const isNic = (nic: string) => /^(\d{9}[VX]|\d{12})$/i.test(nic);
export const isPassport = (pp: string) => pp.length > 0 && pp.length < 10 && /^[A-Z0-9 ]+$/i.test(pp);

/**
 * .NET's camel-casing of a column name, as the NewCon service serialises rows:
 * REF_NO → reF_NO, RENTAL → rental, BB_PACKAGE_NAME → bB_PACKAGE_NAME.
 */
export function camel(key: string): string {
  const chars = key.split("");
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (i === 1 && c === c.toLowerCase()) break;
    const next = chars[i + 1];
    if (i > 0 && next !== undefined && !/[A-Z]/.test(next)) {
      if (next === " ") chars[i] = c.toLowerCase();
      break;
    }
    chars[i] = c.toLowerCase();
  }
  return chars.join("");
}

// ---------------------------------------------------------------------------
// Identity standing (the NIC/passport check and the draft save share it)

export interface Standing {
  eligibility: "Y" | "N";
  customer_exist: "Y" | "N";
  outstanding: "Y" | "N";
  sltnic: string;
  message: string | null;
}

const yn = (b: boolean) => (b ? "Y" : "N");

/** What the operator knows of a NIC or passport: the persona of the person who holds it decides. */
export function standingOf(nic: string, pp: string): Standing {
  if (nic) {
    const holder = users.findFirst((q) => q.where({ nic }));
    const hasLines = Boolean(lines.findFirst((q) => q.where({ nic })));
    const option = holder ? personOf(holder).nic : undefined;
    const eligible = option?.eligible ?? true;
    const existing = option?.existingCustomer ?? hasLines;
    const outstanding = option?.outstanding ?? false;
    return {
      eligibility: yn(eligible),
      customer_exist: yn(existing),
      outstanding: yn(outstanding),
      sltnic: existing ? nic : "",
      message: eligible ? null : existing ? messages.notEligibleExisting : messages.notEligibleNew,
    };
  }
  if (pp === DEMO_OUTSTANDING_PASSPORT) {
    return { eligibility: "N", customer_exist: "Y", outstanding: "Y", sltnic: "", message: messages.passportOutstanding };
  }
  return { eligibility: "Y", customer_exist: "N", outstanding: "N", sltnic: "", message: null };
}

// ---------------------------------------------------------------------------
// Orders

export function newOrderRef(kind: "FTTH" | "LTE"): { refNo: string; seq: string } {
  const n = nextId("sales.order", 20871);
  const yy = String(now().getUTCFullYear()).slice(-2);
  return { refNo: `${kind}${yy}${String(n).padStart(6, "0")}`, seq: String(nextId("sales.seq", 70431)) };
}

/** A new draft as the operator saves one: not uploaded, no documents, agent code or status code yet. */
export async function insertDraft(draft: Pick<DraftRecord, "kind" | "owner" | "fields" | "userComment">) {
  const { refNo, seq } = newOrderRef(draft.kind);
  const at = nowMs();
  await drafts.create({
    refNo,
    seq,
    ...draft,
    fileUploadStatus: "N",
    documents: [],
    documentsAt: null,
    agentCode: null,
    orderStatus: null,
    failsAt: null,
    requestedAt: at,
    updatedAt: at,
  });
  return { refNo, seq };
}

export function findDraft(refNo: string): DraftRecord | undefined {
  return drafts.findFirst((q) => q.where({ refNo: refNo.trim().toUpperCase() })) ?? undefined;
}

/** The owner, the holder of the order's mobile (order lookup), or the person of its NIC. */
export function canSee(user: UserRecord, draft: DraftRecord): boolean {
  if (draft.owner === user.userName) return true;
  if (normaliseMobile(draft.fields.mobileno ?? "") === user.userName) return true;
  return Boolean(draft.fields.NIC) && draft.fields.NIC === user.nic;
}

export function draftFor(user: UserRecord, refNo: string, kind?: "FTTH" | "LTE"): DraftRecord | undefined {
  const draft = findDraft(refNo);
  if (!draft || !canSee(user, draft) || (kind && draft.kind !== kind)) return undefined;
  return draft;
}

export function isPaid(refNo: string): boolean {
  return Boolean(paymentLogs.findFirst((q) => q.where({ refNo, gwStatus: "1" })));
}

/**
 * The one-time fee an order owes: the charge of its cart's BEARER line, else the operator's charge
 * list for its kind of connection. A payment below it does not pay the order.
 */
export function feeOwed(draft: DraftRecord): number {
  const bearer = invoiceLines.findFirst((q) => q.where({ refNo: draft.refNo, serviceType: "BEARER" }));
  if (bearer && bearer.iniCharge > 0) return bearer.iniCharge;
  const mode = draft.kind === "LTE" ? "SLT 4G" : "SLT Fiber";
  return Number(initiationCharges.find((c) => c.BB_TYPE === mode)?.INITIAL_FEE ?? 0);
}

/** Provisioning moves one CRM state every 6 hours after the documents arrive (move the clock to watch it). */
const CRM_STEP_MS = 6 * 3600 * 1000;

/**
 * How far an order got, as the operator's CRM reports it: crm_state 0 Pending, 1 to 9 In
 * processing, 10 with sys_status '1' Completed, -1 with sys_status '-1' Failed (a draft whose
 * `failsAt` step the clock has reached).
 */
export function progressOf(draft: DraftRecord): { status: string; crm_state: number; sys_status: string } {
  if (!isPaid(draft.refNo)) {
    return { status: draft.userComment === "FULL" ? "Pending Payment" : "Registered", crm_state: 0, sys_status: "0" };
  }
  if (draft.fileUploadStatus === "N" || draft.documentsAt === null) {
    return { status: "Pending Document Upload", crm_state: 0, sys_status: "0" };
  }
  const crm = Math.min(10, Math.floor((nowMs() - draft.documentsAt) / CRM_STEP_MS));
  if (draft.failsAt !== null && crm >= draft.failsAt) return { status: "Failed", crm_state: -1, sys_status: "-1" };
  if (crm >= 10) return { status: "Completed", crm_state: 10, sys_status: "1" };
  return { status: crm === 0 ? "Pending" : "In processing", crm_state: crm, sys_status: "0" };
}

/** The hosted payment page's outcome, written where the order reads it. */
export async function recordSalesPayment(refNo: string, channel: string, amount: number, approved: boolean, transactionId: string, at = nowMs()) {
  return paymentLogs.create({
    id: nextId("sales.paymentLog"),
    refNo,
    channel,
    amount,
    gwStatus: approved ? "1" : "0",
    transactionId,
    at,
  });
}

type InvoiceLine = Omit<z.input<typeof invoiceLine>, "at">;

/** Save one cart line: one per service type, so saving again replaces it (the cart is rebuilt on every Add to Cart). */
export async function putInvoiceLine(line: InvoiceLine, at = nowMs()) {
  invoiceLines.deleteMany((q) => q.where({ refNo: line.refNo, serviceType: line.serviceType }));
  await invoiceLines.create({ ...line, at });
}

/** A draft row with the column names the status pages read. */
export function draftRow(draft: DraftRecord) {
  const row: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(draft.fields)) row[camel(key)] = value;
  return {
    ...row,
    reF_NO: draft.refNo,
    paymenT_REFUND_STATUS: draft.seq,
    useR_COMMENT: draft.userComment,
    filE_UPLOAD_STATUS: draft.fileUploadStatus,
    passport: draft.fields.PP ?? "",
    servicE_TYPE: draft.kind,
    requesT_DATE: slTimestamp(draft.requestedAt),
    ordeR_STATUS: draft.orderStatus,
  };
}
