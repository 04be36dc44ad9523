/**
 * Online sales (NewCon): order OTPs, cities, NIC/passport eligibility, drafts, feasibility,
 * package catalogues, invoices (cart), payment logs, documents, agent codes, order status.
 * Draft and invoice rows come back with the .NET camel-casing of the column names
 * (`reF_NO`, `useR_COMMENT`, `servicE_TYPE`, `rental`), which the schemas keep as sent.
 */
import { z } from "zod";
import { defineContract, envelope, num, optList, optNum, plainEnvelope, str, type Contract } from "./core";

// ---------------------------------------------------------------------------
// Shared pieces

/** Text the API may send as a number, null or "": a string or null after parsing. */
const optStr = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === "" ? null : String(v)));

/** "Y"/"N", tolerant of case and padding. */
const ynFlag = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(["Y", "N"]));

const field = z.string().trim().default("");
const amount = z
  .string()
  .trim()
  .regex(/^\d+(\.\d{1,2})?$/);

/**
 * The lookups of one kind of row (drafts, cart lines, payment attempts): GETs that answer the rows,
 * an empty list when there are none. Each kind has its fibre and its LTE path.
 */
function rowLookup<Row extends z.ZodType>(row: Row) {
  return <Req extends z.ZodType>(lookup: { name: string; summary: string; path: string; assumed?: boolean; request: Req }) =>
    defineContract({ ...lookup, method: "GET", response: envelope(optList(row)) });
}

export const salesModeParam = z.enum(["SLT Fiber", "SLT 4G", "ADSL"]);

const tokenBundle = z.looseObject({
  user_id: str.nullish(),
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
});

// ---------------------------------------------------------------------------
// One-time codes of the public flows

export const sendOrderOtp = defineContract({
  name: "sales.sendOrderOtp",
  summary: "Send a one-time code by SMS: to a mobile (public wizard) or to the mobile of an order (userName = order id).",
  method: "POST",
  path: "Account/sendOTPOpenFTTH",
  auth: "none",
  assumed: true,
  request: z.object({ userName: z.string().trim().min(1), userType: z.literal("MOBILE"), channelID: z.literal("WEB") }),
  response: plainEnvelope,
});

export const verifyOrderOtp = defineContract({
  name: "sales.verifyOrderOtp",
  summary: "Check the code sent for an order lookup (code = order id); answers tokens for the order's mobile.",
  method: "POST",
  path: "NewCon/VerifyOrderOTP",
  auth: "none",
  assumed: true,
  rename: { receivedOtp: "recievedOtp" },
  request: z.object({ code: z.string().trim().min(1), channelID: z.literal("WEB"), recievedOtp: z.string().regex(/^\d{6}$/) }),
  response: envelope(tokenBundle),
});

export const verifyOtpOpenFtth = defineContract({
  name: "sales.verifyOtpOpenFtth",
  summary: "Check the code sent to a mobile in the public fibre wizard; answers tokens for that mobile.",
  method: "POST",
  path: "Account/verifyOTPOpenFTTH",
  auth: "none",
  request: z.object({
    userName: z.string().trim().min(1),
    userType: z.literal("MOBILE"),
    verifyOtp: z.string().regex(/^\d{6}$/),
    channelID: z.literal("WEB"),
  }),
  response: envelope(tokenBundle),
});

// ---------------------------------------------------------------------------
// Catalogues (public: the package pickers and fees show before any sign-in)

export const cityItem = z.looseObject({
  city: z.string(),
  district: z.string(),
  rtom: z.string(),
  latitude: num,
  longitude: num,
  postalcode: str,
});

export const cities = defineContract({
  name: "sales.cities",
  summary: "The city list of the location step: city, district, rtom, latitude, longitude, postalcode.",
  method: "GET",
  path: "NewCon/GetCityList",
  auth: "none",
  assumed: true,
  request: z.object({}),
  response: envelope(optList(cityItem)),
});

export const bbPackage = z.looseObject({
  BB_PACKAGE_NAME: z.string(),
  /** 0 means unlimited data. */
  STANDARD_GB: num,
  FREE_GB: optNum,
  MONTHLY_RENTAL: num,
});
export type BbPackage = z.output<typeof bbPackage>;

const bbList = optList(bbPackage);
const bbGroups = z.looseObject({ Standard: bbList.optional(), Any: bbList.optional(), Unlimited: bbList.optional(), Flash: bbList.optional() });

function groupsOf(g: z.output<typeof bbGroups> | undefined) {
  const groups = { Standard: g?.Standard ?? [], Any: g?.Any ?? [], Unlimited: g?.Unlimited ?? [], Flash: g?.Flash ?? [] };
  return { ...groups, all: [...groups.Standard, ...groups.Any, ...groups.Unlimited, ...groups.Flash] };
}

/**
 * Fibre answers `dataBundle[0]` with the groups Any, Unlimited and Flash; 4G answers either that
 * or `dataBundle.Results` as a flat list. All shapes parse to `{Standard, Any, Unlimited, Flash, all}`.
 */
const bbCatalogue = z.union([
  z.array(bbPackage).transform((all) => ({ ...groupsOf(undefined), all })),
  z.array(bbGroups).transform((list) => groupsOf(list[0])),
  z.looseObject({ Results: bbList }).transform((v) => ({ ...groupsOf(undefined), all: v.Results })),
]);

export const broadbandPackages = defineContract({
  name: "sales.broadbandPackages",
  summary: "Broadband packages for a connection mode (SLT Fiber, SLT 4G, ADSL).",
  method: "GET",
  path: "NewCon/GetBBPackages",
  auth: "none",
  assumed: true,
  request: z.object({ Mode: salesModeParam }),
  response: envelope(bbCatalogue),
});

export const peoTvPackage = z.looseObject({ PEO_PACKAGE_NAME: z.string(), NO_OF_CHANNELS: optNum, MONTHLY_RENTAL: num });

export const peoTvPackages = defineContract({
  name: "sales.peoTvPackages",
  summary: "PEO TV packages for a connection mode (dataBundle.Results).",
  method: "GET",
  path: "NewCon/GetPEOTVPackages",
  auth: "none",
  assumed: true,
  request: z.object({ Mode: salesModeParam }),
  response: envelope(z.looseObject({ Results: optList(peoTvPackage) })),
});

export const voicePackage = z.looseObject({
  // Not trimmed: the portal filters on the exact name 'Home '.
  VOICE_PACKAGE_NAME: z.string(),
  FREE_MINUTES: optStr,
  PHONE_UNIT: optStr,
  MONTHLY_RENTAL: num,
  NO_OF_CHANNELS: optNum,
});

export const voicePackages = defineContract({
  name: "sales.voicePackages",
  summary: "Voice packages for a connection mode (dataBundle.Results).",
  method: "GET",
  path: "NewCon/GetVoicePackages",
  auth: "none",
  assumed: true,
  request: z.object({ Mode: salesModeParam }),
  response: envelope(z.looseObject({ Results: optList(voicePackage) })),
});

export const chargeItem = z.looseObject({ BB_TYPE: z.string(), INITIAL_FEE: num });

export const initiationCharges = defineContract({
  name: "sales.initiationCharges",
  summary: "One-time connection fees by BB_TYPE (ADSL, SLT 4G, SLT Fiber).",
  method: "GET",
  path: "NewCon/GetNewConInitiationCharges",
  auth: "none",
  request: z.object({}),
  response: envelope(z.looseObject({ Results: optList(chargeItem) })),
});

// ---------------------------------------------------------------------------
// Identity and coverage

export const eligibility = defineContract({
  name: "sales.eligibility",
  summary: "NIC or passport check: eligibility, customer_exist, outstanding (Y/N) and the NIC on record (sltnic).",
  method: "GET",
  path: "NewCon/CheckNICEligibility",
  assumed: true,
  request: z
    .object({ NIC: z.string().trim().toUpperCase().optional(), PP: z.string().trim().toUpperCase().optional() })
    .refine((v) => Boolean(v.NIC || v.PP), { message: "NIC or PP is required" }),
  response: envelope(z.looseObject({ eligibility: ynFlag, customer_exist: ynFlag, outstanding: ynFlag, sltnic: optStr })),
});

/** A coordinate as the wizards send it: a decimal string ("6.9271"). */
const decimal = z
  .string()
  .trim()
  .regex(/^-?\d+(\.\d+)?$/);

export const feasibility = defineContract({
  name: "sales.feasibility",
  summary: "Is a distribution point in reach of the pin? dpexist Y or N. At most 3 checks per mobile per day.",
  method: "GET",
  path: "NewCon/CheckFeasibility",
  assumed: true,
  request: z.object({
    rtom: z.string().trim().min(1),
    eqtype: z.string().trim().default("FDP"),
    longitude: decimal,
    latitude: decimal,
    mobileno: z.string().trim().min(1),
  }),
  response: envelope(z.looseObject({ dpexist: ynFlag })),
});

export const lteCoverageLevels = ["HIGH", "LOW", "NONE"] as const;
export type LteCoverage = (typeof lteCoverageLevels)[number];

export const lteCoverage = defineContract({
  name: "sales.lteCoverage",
  summary: "4G LTE signal at the pin: HIGH or LOW (the service is available, strong or weak signal) or NONE (not available).",
  method: "GET",
  path: "NewCon/CheckLTECoverage",
  assumed: true,
  request: z.object({ latitude: decimal, longitude: decimal }),
  response: envelope(z.looseObject({ coverage: z.string().trim().toUpperCase().pipe(z.enum(lteCoverageLevels)) })),
});

// ---------------------------------------------------------------------------
// Drafts

/** The draft fields the wizards send (column names as the operator spells them, `billinG_MODE` included). */
const draftFields = {
  NIC: field,
  PP: field,
  TITLE: field,
  FIRSTNAME: z.string().trim().min(1),
  LASTNAME: z.string().trim().min(1),
  BIRTH_DATE: field,
  NATIONALITY: field,
  gender: field,
  SLTNIC: field,
  SERVICE_ADD_NO: field,
  SERVICE_ADD_STREET1: field,
  SERVICE_ADD_STREET2: field,
  SERVICE_ADD_CITY: field,
  SERVICE_ADD_DISTRICT: field,
  SERVICE_ADD_POSTAL_CODE: field,
  SERVICE_ADD_PROVINCE: field,
  BILLING_ADD_NO: field,
  BILLING_ADD_STREET1: field,
  BILLING_ADD_STREET2: field,
  BILLING_ADD_CITY: field,
  BILLING_ADD_POSTAL_CODE: field,
  BILLING_ADD_PROVINCE: field,
  RTOM: field,
  EQTYPE: z.string().trim().default("FDP"),
  LONGITUDE: field,
  LATITUDE: field,
  VOICE_PACKAGE: z.string().default(""),
  BB_PACKAGE: z.string().default(""),
  PEO_PACKAGE: z.string().default(""),
  iddstatus: field,
  billinG_MODE: field,
  email: field,
  mobileno: z.string().trim().min(1),
  LOOP_AVAILABLITY: z.string().trim().default("Y"),
  USER_COMMENT: z.enum(["FULL", "ADVANCED"]).optional(),
};

export const draftFieldNames = Object.keys(draftFields).filter((k) => k !== "USER_COMMENT");

const fibreDraft = z.object({ ...draftFields, SERVICE_TYPE: z.literal("FTTH") });
const lteDraft = z.object({ ...draftFields, SERVICE_TYPE: z.literal("LTE") });

export const createDraft = defineContract({
  name: "sales.createDraft",
  summary: "Save a new fibre order draft; answers its reference as dataBundle.orderRef.",
  method: "POST",
  path: "NewCon/SaveDraftData",
  assumed: true,
  request: fibreDraft,
  response: envelope(z.looseObject({ orderRef: str })),
});

export const createDraftLte = defineContract({
  name: "sales.createDraftLte",
  summary: "Save a new LTE order draft; answers its reference as dataBundle.orderRefLTE.",
  method: "POST",
  path: "NewCon/SaveDraftDataLTE",
  assumed: true,
  request: lteDraft,
  response: envelope(z.looseObject({ orderRefLTE: str })),
});

export const updateDraft = defineContract({
  name: "sales.updateDraft",
  summary: "Update a fibre draft by REF_NO (USER_COMMENT FULL before paying now, ADVANCED to pay later).",
  method: "POST",
  path: "NewCon/UpdateDraftData",
  assumed: true,
  request: fibreDraft.extend({ REF_NO: z.string().trim().min(1) }),
  response: plainEnvelope,
});

export const updateDraftLte = defineContract({
  name: "sales.updateDraftLte",
  summary: "Update an LTE draft by REF_NO.",
  method: "POST",
  path: "NewCon/UpdateDraftDataLTE",
  assumed: true,
  request: lteDraft.extend({ REF_NO: z.string().trim().min(1) }),
  response: plainEnvelope,
});

/** A saved draft as the status pages read it. */
export const draftRow = z.looseObject({
  reF_NO: str,
  paymenT_REFUND_STATUS: optStr,
  useR_COMMENT: optStr,
  filE_UPLOAD_STATUS: optStr,
  title: optStr,
  firstname: optStr,
  lastname: optStr,
  gender: optStr,
  nic: optStr,
  pp: optStr,
  passport: optStr,
  nationality: optStr,
  birtH_DATE: optStr,
  email: optStr,
  mobileno: optStr,
  requesT_DATE: optStr,
  servicE_ADD_NO: optStr,
  servicE_ADD_STREET1: optStr,
  servicE_ADD_STREET2: optStr,
  servicE_ADD_CITY: optStr,
  servicE_ADD_DISTRICT: optStr,
  servicE_ADD_POSTAL_CODE: optStr,
  servicE_ADD_PROVINCE: optStr,
  billinG_ADD_NO: optStr,
  billinG_ADD_STREET1: optStr,
  billinG_ADD_STREET2: optStr,
  billinG_ADD_CITY: optStr,
  billinG_ADD_POSTAL_CODE: optStr,
  billinG_ADD_PROVINCE: optStr,
  billinG_MODE: optStr,
  iddstatus: optStr,
  rtom: optStr,
  eqtype: optStr,
  longitude: optStr,
  latitude: optStr,
  servicE_TYPE: optStr,
  voicE_PACKAGE: optStr,
  bB_PACKAGE: optStr,
  peO_PACKAGE: optStr,
  looP_AVAILABLITY: optStr,
  sltnic: optStr,
  /** The status code sales.updateOrderStatus set (L once the documents are submitted), if any. */
  ordeR_STATUS: optStr,
});
export type DraftRow = z.output<typeof draftRow>;

const draftLookup = rowLookup(draftRow);

export const draftByRef = draftLookup({
  name: "sales.draftByRef",
  summary: "The saved draft of an order (dataBundle[0]).",
  path: "NewCon/GetDraftDetailsByRefNo",
  assumed: true,
  request: z.object({ REF_NO: z.string().trim().min(1) }),
});

export const draftsByNic = draftLookup({
  name: "sales.draftsByNic",
  summary: "Fibre drafts of a NIC, newest first (dataBundle[0].reF_NO).",
  path: "NewCon/GetDraftDetails",
  request: z.object({ NIC: z.string().trim().toUpperCase().min(1) }),
});

export const draftsByNicLte = draftLookup({
  name: "sales.draftsByNicLte",
  summary: "LTE drafts of a NIC, newest first (dataBundle[0].reF_NO).",
  path: "NewCon/GetDraftDetailsLTE",
  request: z.object({ NIC: z.string().trim().toUpperCase().min(1) }),
});

export const myDrafts = draftLookup({
  name: "sales.myDrafts",
  summary: "The signed-in user's own drafts (fibre, LTE or both), newest first; each row carries servicE_TYPE.",
  path: "NewCon/GetDraftDetailsByUser",
  assumed: true,
  request: z.object({ SERVICE_TYPE: z.enum(["FTTH", "LTE"]).optional() }),
});

// ---------------------------------------------------------------------------
// Cart (invoice lines) and payment logs

export const serviceTypes = ["BEARER", "BROADBAND", "VOICE", "PEOTV"] as const;

export const saveInvoice = defineContract({
  name: "sales.saveInvoice",
  summary: "Add (or replace) one cart line of an order: the BEARER charge or a package.",
  method: "POST",
  path: "NewCon/SaveInvoiceData",
  assumed: true,
  request: z.object({
    REF_NO: z.string().trim().min(1),
    SERVICE_TYPE: z.enum(serviceTypes),
    PACKAGE_NAME: z.string().min(1),
    PACKAGE_COUNT: z.string().regex(/^\d+$/).default("1"),
    RENTAL: amount,
    INI_CHARGE: amount,
    STATUS: z.string().default("1"),
  }),
  response: plainEnvelope,
});

export const removeInvoices = defineContract({
  name: "sales.removeInvoices",
  summary: "Empty the cart of an order (all its invoice lines).",
  method: "POST",
  path: "NewCon/BulkRemoveInvoiceData",
  assumed: true,
  request: z.object({ REF_NO: z.string().trim().min(1) }),
  response: plainEnvelope,
});

export const invoiceRow = z.looseObject({
  reF_NO: str,
  servicE_TYPE: z.string(),
  packagE_NAME: optStr,
  packagE_COUNT: optNum,
  rental: optNum,
  inI_CHARGE: optNum,
  status: optStr,
});

export type InvoiceRow = z.output<typeof invoiceRow>;

const invoicesRequest = z.object({ REF_NO: z.string().trim().min(1) });
const invoiceLookup = rowLookup(invoiceRow);

export const invoices = invoiceLookup({
  name: "sales.invoices",
  summary: "Cart lines of a fibre order.",
  path: "NewCon/GetInvoiceData",
  assumed: true,
  request: invoicesRequest,
});

export const invoicesLte = invoiceLookup({
  name: "sales.invoicesLte",
  summary: "Cart lines of an LTE order.",
  path: "NewCon/GetInvoiceDataLTE",
  assumed: true,
  request: invoicesRequest,
});

/**
 * An amount the log may carry, as number or text ("10000.00", "Rs. 10,000.00"); null when it has none
 * or it does not read as one. The specification's log shows no amount, so its absence is no drift.
 */
const loggedAmount = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((v) => {
    if (typeof v === "number") return Number.isFinite(v) ? v : null;
    const text = (v ?? "")
      .replace(/^\s*(Rs\.?|LKR)\s*/i, "")
      .replace(/,/g, "")
      .trim();
    return /^\d+(\.\d+)?$/.test(text) ? Number(text) : null;
  });

/**
 * One payment attempt of an order: gw_status '1' paid, with crm_state and sys_status (what the
 * specification shows); the amount paid, the gateway's transaction id and when it was logged where
 * the log has them (the simulator's does; the specification does not show them).
 */
export const paymentLogRow = z.looseObject({
  gw_status: str,
  crm_state: optNum,
  sys_status: optStr,
  amount: loggedAmount,
  txn_id: optStr,
  created_date: optStr,
});
export type PaymentLogRow = z.output<typeof paymentLogRow>;
const paymentLogLookup = rowLookup(paymentLogRow);

export const paymentLog = paymentLogLookup({
  name: "sales.paymentLog",
  summary: "Payment attempts of an order (orderId or orderreff): gw_status '1' paid, with crm_state and sys_status (and amount where the log has it).",
  path: "NewCon/GetPaymentLog",
  assumed: true,
  request: z
    .object({ orderId: z.string().trim().optional(), orderreff: z.string().trim().optional() })
    .refine((v) => Boolean(v.orderId || v.orderreff), { message: "orderId or orderreff is required" }),
});

export const paymentLogLte = paymentLogLookup({
  name: "sales.paymentLogLte",
  summary: "Payment attempts of an LTE order.",
  path: "NewCon/GetPaymentLogLTE",
  assumed: true,
  request: z.object({ orderreff: z.string().trim().min(1) }),
});

// ---------------------------------------------------------------------------
// After the order: status, documents, agent code, sales leads

export const orderStatus = defineContract({
  name: "sales.orderStatus",
  summary: "Status text of an order (dataBundle.status), with crm_state and sys_status.",
  method: "GET",
  path: "NewCon/GetOrderStatus",
  assumed: true,
  request: z.object({ orderId: z.string().trim().min(1) }),
  response: envelope(z.looseObject({ status: z.string(), crm_state: optNum, sys_status: optStr })),
});

const image = z.instanceof(Blob).optional();

export const uploadDocuments = defineContract({
  name: "sales.uploadDocuments",
  summary: "Upload NIC front/back or passport, the application PDF and a billing proof (png/jpg/jpeg, 2 MB each).",
  method: "POST",
  path: "NewCon/UploadDocuments",
  travel: "multipart",
  assumed: true,
  request: z.object({
    nicfront_file: image,
    nicback_file: image,
    pp_file: image,
    application_file: image,
    billingproof_file: image,
    nic: z.string().trim().toUpperCase().default(""),
    ppNumber: z.string().trim().toUpperCase().default(""),
    rtom: z.string().trim().default(""),
    orderreff: z.string().trim().min(1),
  }),
  response: plainEnvelope,
});

export const agentCode = defineContract({
  name: "sales.agentCode",
  summary: "The agent code stored for an order (dataBundle[0].agentcode); empty list when none.",
  method: "GET",
  path: "NewCon/GetAgentCode",
  assumed: true,
  request: z.object({ REF_NO: z.string().trim().min(1), SEQ_NO: z.string().trim().min(1) }),
  response: envelope(optList(z.looseObject({ agentcode: optStr }))),
});

export const updateAgentCode = defineContract({
  name: "sales.updateAgentCode",
  summary: "Store the agent code of an order (at least 5 characters, once).",
  method: "POST",
  path: "NewCon/UpdateAgentCode",
  request: z.object({ REF_NO: z.string().trim().min(1), SEQ_NO: z.string().trim().min(1), AGENT_CODE: z.string().trim() }),
  response: plainEnvelope,
});

export const updateOrderStatus = defineContract({
  name: "sales.updateOrderStatus",
  summary: "Set the status code of an order: the signed-in fibre flow sets L once the customer has submitted the documents.",
  method: "POST",
  path: "NewCon/UpdateOrderStatus",
  assumed: true,
  request: z.object({
    REF_NO: z.string().trim().min(1),
    STATUS: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{1,3}$/),
  }),
  response: plainEnvelope,
});

export const createSalesLead = defineContract({
  name: "sales.createSalesLead",
  summary: "Ask sales to call back about LTE coverage where the feasibility check found none.",
  method: "POST",
  path: "NewCon/CreateSalesLead",
  assumed: true,
  request: z.object({
    servicetype: z.literal("LTE"),
    name: field,
    mobileno: field,
    email: field,
    nic: field,
    address: field,
    city: field,
    district: field,
    rtom: field,
    latitude: field,
    longitude: field,
    REF_NO: field,
  }),
  response: plainEnvelope,
});

export const salesContracts: Contract[] = [
  sendOrderOtp,
  verifyOrderOtp,
  verifyOtpOpenFtth,
  cities,
  broadbandPackages,
  peoTvPackages,
  voicePackages,
  initiationCharges,
  eligibility,
  feasibility,
  lteCoverage,
  createDraft,
  createDraftLte,
  updateDraft,
  updateDraftLte,
  draftByRef,
  draftsByNic,
  draftsByNicLte,
  myDrafts,
  saveInvoice,
  removeInvoices,
  invoices,
  invoicesLte,
  paymentLog,
  paymentLogLte,
  orderStatus,
  uploadDocuments,
  agentCode,
  updateAgentCode,
  updateOrderStatus,
  createSalesLead,
];
