/**
 * Accounts: the lines a user linked, the services of a line, linking by telephone + NIC
 * (postpaid with account number, prepaid LTE without) or by broadband id + password,
 * unlinking, the notification popup, and the LTE line details.
 */
import { z } from "zod";
import { defineContract, envelope, optList, optText, plainEnvelope, str, type Contract } from "./core";

/** Telephone `0XXXXXXXXX` (10 digits) or `9XXXXXXXXXX` (11 digits). */
export const telephoneNo = z.string().regex(/^(0\d{9}|9\d{10})$/, "Invalid telephone number");
/** NIC: 9 digits and a letter (old) or 12 digits (new); spec 000 §5: "10 characters (9 digits plus 1 letter) or 12 digits". */
export const nic = z.string().regex(/^(\d{9}[A-Za-z]|\d{12})$/, "Invalid NIC number");
export const accountNo = z.string().length(10, "Invalid account number");

const accountItem = z.looseObject({ telephoneno: str, accountno: str, status: optText });

export const accountDetail = defineContract({
  name: "accounts.getAccountDetail",
  summary: "The lines the user linked, in order; a user with none gets an empty list or null.",
  method: "GET",
  path: "AccountOMNI/GetAccountDetailRequest",
  request: z.object({ username: z.string().min(1) }),
  response: envelope(optList(accountItem)),
});

/** A service of a line. Voice items carry the same keys in the live API. */
const serviceItem = z.looseObject({
  serviceID: str,
  packageName: optText,
  serviceStatus: optText,
  serviceType: optText,
});
const services = optList(serviceItem);

export const serviceDetail = defineContract({
  name: "accounts.getServiceDetail",
  summary: "Services of a line: broadband, PEO TV, voice; promotionType 'Prepaid' marks a prepaid line.",
  method: "GET",
  path: "AccountOMNI/GetServiceDetailRequest",
  request: z.object({ telephoneNo }),
  response: envelope(
    z
      .looseObject({
        accountNo: str.nullish(),
        promotionType: optText,
        promotionName: optText,
        accountCategory: optText,
        contactNamewithInit: optText,
        contactMobile: optText,
        listofBBService: services,
        listofPEOService: services,
        listofVoiceService: services,
      })
      .transform((s) => ({ ...s, prepaid: s.promotionType?.toLowerCase() === "prepaid" })),
  ),
});

/** The added account as a comma-separated string; its first item becomes the selected account. */
const addedAccount = z.union([z.string(), z.number(), z.null(), z.undefined()]).transform((v) =>
  String(v ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean),
);

export const addAccount = defineContract({
  name: "accounts.addAccount",
  summary: "Link a postpaid line by telephone, account number and the owner's NIC (all in the query).",
  method: "POST",
  path: "AccountOMNI/AddAccountRequest",
  travel: "query",
  request: z.object({ accountNo, TelephoneNo: telephoneNo, nic }),
  response: envelope(addedAccount),
});

export const addAccountLte = defineContract({
  name: "accounts.addAccountLte",
  summary: "Link a prepaid LTE line by telephone and the owner's NIC.",
  method: "POST",
  path: "LTEPrepaid/AddAccountRequestLTE",
  travel: "query",
  request: z.object({ TelephoneNo: telephoneNo, nic }),
  response: envelope(addedAccount),
});

export const vasAccount = defineContract({
  name: "accounts.vasAccount",
  summary: "Link a line by its broadband id (vasusername) and broadband password (userkey).",
  method: "POST",
  path: "AccountOMNI/VASAccountRequest",
  travel: "query",
  request: z.object({ vasusername: z.string().trim().min(1).max(29), userkey: z.string().min(1).max(49) }),
  response: envelope(addedAccount),
});

export const removeAccount = defineContract({
  name: "accounts.removeAccount",
  summary: "Unlink a line from the user's profile.",
  method: "POST",
  path: "AccountOMNI/RemoveAccountRequest",
  travel: "query",
  request: z.object({ accountNo, telephoneNo }),
  response: plainEnvelope,
});

const popup = z.looseObject({ popuP_TYPE: optText, popuP_URL: optText, buttoN_NAME: optText });

export const popupMessageBanner = defineContract({
  name: "accounts.popupMessageBanner",
  summary: "The notification popup of a line (types B and C are not shown); null when there is none.",
  method: "GET",
  path: "notifications/PopupMessageBanner",
  request: z.object({ subscriberID: z.string().regex(/^(94\d{9}|0\d{9})$/) }),
  response: envelope(z.union([popup, z.array(popup), z.null(), z.undefined()]).transform((v) => (Array.isArray(v) ? (v[0] ?? null) : (v ?? null)))),
});

export const lteDetail = defineContract({
  name: "accounts.getLteDetail",
  summary: "Details of a 4G LTE line (number, account, package, status).",
  method: "GET",
  path: "AccountOMNI/GetLTEDetailRequest",
  assumed: true,
  request: z.object({ LTESLTNumber: z.string().regex(/^(94\d{9}|0\d{9})$/) }),
  response: envelope(
    z.looseObject({
      LTESLTNumber: str,
      telephoneNo: optText,
      accountNo: str.nullish(),
      customerName: optText,
      packageName: optText,
      connectionType: optText,
      serviceStatus: optText,
      activatedDate: optText,
    }),
  ),
});

export const accountsContracts: Contract[] = [
  accountDetail,
  serviceDetail,
  addAccount,
  addAccountLte,
  vasAccount,
  removeAccount,
  popupMessageBanner,
  lteDetail,
];
