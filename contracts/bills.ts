/**
 * Bills and eBill: billing inquiry, bill history, bill method (smart bill), download and resend,
 * eBill registration with OTP, and the two hosted pay pages on the bill-pay host.
 */
import { z } from "zod";
import { defineContract, envelope, flag, htmlPage, optList, optText, plainEnvelope, str, yn, type Contract } from "./core";
import { SUBSCRIBER_ID } from "./lk";

/** An LKR amount: a number, or a string such as "2450.75", "2,450.75" or "-150.00". */
export const lkr = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?[\d,]*\d(\.\d+)?$/)
    .transform((s) => Number(s.replace(/,/g, ""))),
]);
const optLkr = z.union([lkr, z.literal(""), z.null(), z.undefined()]).transform((v) => (v === "" || v === undefined ? null : v));

const telephoneNo = z.string().min(1);
const accountNo = z.string().min(1);
/** The request of the eBill calls that read an account's state: the account and its telephone (as tpNo). */
const eBillAccount = z.object({ accountNo, tpNo: telephoneNo });
/** Flags this API family sends as Y/N or true/false. */
const ynText = z.enum(["Y", "N", "true", "false"]);

// ---------------------------------------------------------------------------
// Bill history and billing inquiry

export const billHistoryDetail = z.looseObject({
  /** The bill date, "MM/DD/YYYY"; also the `ebillMonth` of download and resend. */
  billMonth: str,
  /** Display month ("Sep 2024"); older deployments omit it. */
  billViewMonth: optText,
  billValue: lkr,
  /** Paid since the previous bill. */
  payments: optLkr,
  outstanding: lkr,
  billCode: str.nullish(),
  eBillAvailability: flag.nullish().transform((v) => v ?? false),
});

export const billHistory = defineContract({
  name: "bills.billHistory",
  summary: "Monthly bills of a postpaid account, newest first (listofBillHistoryDetail).",
  method: "GET",
  path: "AccountOMNI/BillHistoryRequestV2",
  request: z.object({ telephoneNo, accountNo }),
  response: envelope(
    z
      .looseObject({ listofBillHistoryDetail: optList(billHistoryDetail) })
      .nullish()
      .transform((v) => v ?? { listofBillHistoryDetail: [] }),
  ),
});

/** "1970/01/01" (in any separator order) is how the API says "never paid". */
const paymentDate = optText.transform((v) => (v && /1970/.test(v) ? null : v));

export const billingInquiryType = z.looseObject({
  outstandingBalance: lkr,
  /** "YYYY/MM/DD" */
  lastBillDate: optText,
  /** "YYYY/MM/DD"; null when there was no payment (the API sends 1970/01/01). */
  lastPaymentDate: paymentDate,
  lastPaymentAmount: optLkr,
  billAmount: optLkr.optional(),
  paymentDueDate: optText.optional(),
});

export const billingInquiry = defineContract({
  name: "bills.billingInquiry",
  summary: "Total payable: outstanding balance, last bill date, last payment date and amount.",
  method: "GET",
  path: "AccountOMNI/BillPaymentRequest",
  assumed: true,
  request: z.object({ telephoneNo, accountNo }),
  response: envelope(z.looseObject({ listofbillingInquiryType: optList(billingInquiryType) })),
});

// ---------------------------------------------------------------------------
// Bill method (bill code), download and resend

export const billMode = z.looseObject({ bill_code: str, bill_code_desc: optText });

export const billStatus = defineContract({
  name: "bills.billStatus",
  summary: "Current bill method (bill_code; 02 email, 23 downloadable), the possible modes and the eBill email.",
  method: "GET",
  path: "ebill/BillStatusRequest",
  request: z.object({ tpNo: telephoneNo, accountNo }),
  response: envelope(
    z.looseObject({
      bill_code: str,
      bill_code_desc: optText,
      possiblebillmodelist: optList(billMode),
      email: optText,
    }),
  ),
});

export const billDownload = defineContract({
  name: "bills.billDownload",
  summary: "One month's bill as a base64 PDF (dataBundle), for months whose eBill is available.",
  method: "GET",
  path: "ebill/BillDownloadRequest",
  request: z.object({ eContact: z.string().default(""), tpNo: telephoneNo, accountNo, ebillMonth: z.string().min(1) }),
  response: envelope(z.string().min(1)),
});

export const eBillResend = defineContract({
  name: "bills.eBillResend",
  summary: "Email one month's bill again to the eBill address.",
  method: "POST",
  path: "ebill/eBillResendRequest",
  travel: "query",
  request: z.object({ eContact: z.string().min(1), accountNo, ebillMonth: z.string().min(1), tpNo: telephoneNo }),
  response: plainEnvelope,
});

/** The outcome of SmartBillRegistration sits in a nested envelope inside dataBundle. */
export const nestedResult = z
  .looseObject({ isSuccess: flag, errorShow: optText })
  .nullish()
  .transform((v) => v ?? { isSuccess: false, errorShow: null });

export const smartBillRegistration = defineContract({
  name: "bills.smartBillRegistration",
  summary: "Change the bill method to one of the possible modes; code 02 needs an email (econtact).",
  method: "POST",
  path: "ebill/SmartBillRegistration",
  request: z.object({ econtact: z.string().default(""), tpNo: telephoneNo, accountNo, billCode: z.string().regex(/^\d{2}$/) }),
  response: envelope(nestedResult),
});

// ---------------------------------------------------------------------------
// eBill registration

export const otpEBillAuth = defineContract({
  name: "bills.otpEBillAuth",
  summary: "Verify the 6-digit OTP sent (send OTP, requestType eBill) to a new eBill contact.",
  method: "POST",
  path: "ebill/OTPeBillAuthRequest",
  travel: "query",
  request: z.object({ econtact: z.string().min(1), otpCode: z.string().regex(/^\d{6}$/) }),
  response: plainEnvelope,
});

const eBillContact = z.looseObject({ emailaddress: optText, mobileno: optText });

export const eBillStatus = defineContract({
  name: "bills.eBillStatus",
  summary: "The eBill registration (emailaddress, mobileno); an empty list when not registered.",
  method: "GET",
  path: "ebill/eBillStatusRequest",
  request: eBillAccount,
  response: envelope(
    z
      .union([z.array(eBillContact), eBillContact, z.null(), z.undefined()])
      .transform((v) => (Array.isArray(v) ? v : v ? [v] : []))
      .transform((rows) => rows.filter((r) => r.emailaddress || r.mobileno)),
  ),
});

export const smsServiceStatus = defineContract({
  name: "bills.smsServiceStatus",
  summary: "Whether bill SMS alerts are enabled (dataBundle.isSuccess).",
  method: "GET",
  path: "ebill/SMSServiceStatusRequest",
  request: eBillAccount,
  response: envelope(
    z
      .looseObject({ isSuccess: flag, mobileno: optText.optional() })
      .nullish()
      .transform((v) => v ?? { isSuccess: false }),
  ),
});

export const eBillCheckUserExist = defineContract({
  name: "bills.eBillCheckUserExist",
  summary: "Whether the account is already registered for eBill (userexist Y: register directly; N: OTP first).",
  method: "GET",
  path: "ebill/eBillCheckUserExistV2",
  request: eBillAccount,
  response: envelope(z.looseObject({ userexist: z.string().trim().toUpperCase().pipe(yn) })),
});

export const eBillRegistration = defineContract({
  name: "bills.eBillRegistration",
  summary: "Register or update the eBill email and SMS number; success 'Successfully registered for eBill service'.",
  method: "POST",
  path: "ebill/eBillRegistration",
  travel: "form",
  queryKeys: ["accountNumber", "eventSource"],
  request: z.object({
    accountNumber: accountNo,
    /** The telephone number of the account. */
    eventSource: telephoneNo,
    newEmailAddress: z.string().min(1),
    newContactNumber: z.string().default(""),
    isEnableSms: ynText.default("N"),
    isAlreadyRegistered: ynText.default("N"),
    isPrestigeCustomer: ynText.default("N"),
  }),
  response: plainEnvelope,
});

// ---------------------------------------------------------------------------
// Hosted pay pages (browser form posts to the bill-pay host)

const amountText = z
  .string()
  .trim()
  .regex(/^(Rs\.?\s?)?[\d,]*\d(\.\d{1,2})?$/);
const optionalUrl = z.string().default("");

export const payBill = defineContract({
  name: "bills.payBill",
  summary: "Browser form post to the hosted bill payment page (amount at least Rs. 100).",
  method: "POST",
  service: "billpay",
  path: "confirm.php",
  assumed: true,
  auth: "none",
  browserForm: true,
  answer: "html",
  request: z.object({
    /** The telephone number whose bill is paid. */
    EventSource: z.string().min(1),
    vpc_Amount: amountText,
    /** Where the page sends the browser back with ?status=approved|declined&paymentId= (ours; optional). */
    returnUrl: optionalUrl,
    callbackURLSLT: optionalUrl,
  }),
  response: htmlPage,
});

/** What a broadband Pay Now buys: Extra GB, a data gift, or the advanced usage report. */
export const payNowProduct = z.enum(["EGB", "DGF", "PAR"]);

export const payNow = defineContract({
  name: "bills.payNow",
  summary: "Browser form post to the hosted broadband Pay Now page (Extra GB, data gift, usage report) by card.",
  method: "POST",
  service: "billpay",
  path: "bbtopup/summaryallAPImyslt.php",
  assumed: true,
  auth: "none",
  browserForm: true,
  answer: "html",
  request: z.object({
    ContactNumber: z.string().default(""),
    CustEmail: z.string().default(""),
    subscriberID: z.string().regex(SUBSCRIBER_ID),
    prepaidID: payNowProduct,
    /** Receiver subscriber id of a data gift (DGF); the payer's own id otherwise. Wire spelling (sic); the app passes `receiver`. */
    reciever: z.string().default(""),
    packageId: z.string().default(""),
    channel: z.literal("SLTPRE"),
    commitUser: z.string().default(""),
    /** PAR: 1 monthly, 2 yearly. */
    reporterPackage: z.string().default(""),
    activatedBy: z.string().default(""),
    /** Where the page sends the browser back with ?status=approved|declined&paymentId=. */
    callbackURLSLT: optionalUrl,
    /** Some clients send the amount ("Rs.2000.00"); the page ignores it and charges its own price for the package. */
    vpc_Amount: amountText.optional(),
  }),
  rename: { receiver: "reciever" },
  response: htmlPage,
});

export const billsContracts: Contract[] = [
  billHistory,
  billingInquiry,
  billStatus,
  billDownload,
  eBillResend,
  smartBillRegistration,
  otpEBillAuth,
  eBillStatus,
  smsServiceStatus,
  eBillCheckUserExist,
  eBillRegistration,
  payBill,
  payNow,
];
