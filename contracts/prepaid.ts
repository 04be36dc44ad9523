/**
 * Prepaid LTE (wallet, status, data units, packages, activation, reload history) and the
 * timely-pay offers of postpaid lines.
 *
 * Public clients of the real API show the shapes this module accepts: GetWalletDetail answers
 * a list of balances (`totalAmount` a string of cents), the add-on list names its items
 * `ADDON_NAME` instead of `MYSLT_PKG_NAME`, free units come in `dataBundle.listofFreeUnit`
 * with amounts in GB as strings, and every time is `YYYYMMDDHHMMSS`.
 */
import { z } from "zod";
import { defineContract, envelope, num, optList, optNum, plainEnvelope, str } from "./core";

/** The LTE number of a prepaid line: the telephone `0XXXXXXXXX` or its service id `94XXXXXXXXX`. */
export const lteNumber = z.string().regex(/^(0\d{9}|94\d{9})$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** The request of a call about one prepaid line: the line's number, with the call's own fields after it. */
const lteLine = z.object({ LTESLTNumber: lteNumber });

/** core's optNum, but the key may also be missing (optNum alone rejects an absent key). */
const maybeNum = optNum.optional().transform((v) => v ?? null);

/** Optional text that may arrive as a number; "" and null mean not given. */
const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === "" ? null : String(v)));

/** Either a list or one object of the same kind (the API is not consistent about it). */
function listOrOne<T extends z.ZodType>(item: T) {
  return z
    .union([z.array(item), item])
    .nullish()
    .transform((v): z.output<T>[] => (v === null || v === undefined ? [] : Array.isArray(v) ? v : [v]));
}

export const prepaidMessages = {
  dormant: "Your Prepaid Connection has been dormant for too long, please contact 1212 to reconnect.",
  insufficient: "Balance insufficient in your Prepaid wallet. Please recharge & try again",
} as const;

// ---------------------------------------------------------------------------
// Wallet and status

const balanceDetail = z.looseObject({
  instanceId: text,
  amount: maybeNum,
  initialAmount: maybeNum,
  effectiveTime: text,
  expireTime: text,
});

const walletBalance = z.looseObject({
  balanceType: text,
  balanceTypeName: text,
  /** Cents. */
  totalAmount: maybeNum,
  reservedAmount: maybeNum,
  currencyId: text,
  balanceDetail: optList(balanceDetail),
});

/** Normalised to `{ totalAmount (cents, null when absent), balances }`; the first balance is the wallet. */
export const walletBundle = listOrOne(walletBalance).transform((balances) => ({
  totalAmount: balances[0]?.totalAmount ?? null,
  balances,
}));

export const walletDetail = defineContract({
  name: "prepaid.walletDetail",
  summary: "Wallet of a prepaid LTE line; totalAmount in cents (shown /100 as Rs).",
  method: "GET",
  path: "LTEPrepaid/GetWalletDetail",
  request: lteLine,
  response: envelope(walletBundle),
});

const statusItem = z.looseObject({ statusName: z.string().nullish(), statusExpireTime: text });

export const subscriberStatus = defineContract({
  name: "prepaid.subscriberStatus",
  summary: "Life-cycle status of a prepaid line: statusName ('Pool' = dormant), statusExpireTime YYYYMMDD. Parameter assumed.",
  method: "GET",
  path: "LTEPrepaid/subscriberStatus",
  request: lteLine,
  response: envelope(
    listOrOne(statusItem).transform((items) => {
      const statusName = items[0]?.statusName ?? null;
      return { statusName, statusExpireTime: items[0]?.statusExpireTime ?? null, dormant: statusName === "Pool" };
    }),
  ),
});

// ---------------------------------------------------------------------------
// Data usage (free units)

const category = z.string().transform((c) => (/add/i.test(c) ? "Add-ons" : /main/i.test(c) ? "Main Packages" : c));

export const freeUnit = z.looseObject({
  packageName: z.string(),
  /** "Main Packages" or "Add-ons". */
  packageCategory: category,
  /** Remaining GB. */
  currentAmount: num,
  /** GB the package started with. */
  initialAmount: num,
  effectiveTime: text,
  /** YYYYMMDDHHMMSS, Sri Lanka time. */
  expireTime: z.string(),
});

export type FreeUnit = z.output<typeof freeUnit>;

export const freeUnitDetail = defineContract({
  name: "prepaid.freeUnitDetail",
  summary: "Data usage units of a prepaid LTE line (main packages and add-ons): remaining and initial GB, expiry.",
  method: "GET",
  path: "LTEPrepaid/getLTEFreeunitDetail",
  request: lteLine.extend({ OperationType: z.literal("QUERY_FREE_UNITS").default("QUERY_FREE_UNITS") }),
  response: envelope(
    z
      .union([z.array(freeUnit), z.looseObject({ listofFreeUnit: z.array(freeUnit).nullish() })])
      .nullish()
      .transform((v) => ({ listofFreeUnit: v === null || v === undefined ? [] : Array.isArray(v) ? v : (v.listofFreeUnit ?? []) })),
  ),
});

// ---------------------------------------------------------------------------
// Packages and activation

export const packageType = z.enum(["Main Packages", "Add-ons"]);

/** A main package names itself MYSLT_PKG_NAME, an add-on ADDON_NAME: both end up in MYSLT_PKG_NAME. */
export const prepaidPackage = z
  .looseObject({
    MYSLT_PKG_NAME: z.string().nullish(),
    ADDON_NAME: z.string().nullish(),
    DATA_VOLUME_GB: maybeNum,
    PRICE_LKR_WITH_TAX: num,
    /** Days. */
    VALIDITY: maybeNum,
    OFFERING_NAME: z.string(),
    OFFERING_ID: str,
  })
  .transform((p) => ({ ...p, MYSLT_PKG_NAME: p.MYSLT_PKG_NAME || p.ADDON_NAME || p.OFFERING_NAME }));

export const packageList = defineContract({
  name: "prepaid.packageList",
  summary: "Prepaid LTE packages of a type (Main Packages or Add-ons); dataBundle.data.",
  method: "GET",
  path: "LTEPrepaid/LTEPrepaidPackageList",
  request: z.object({ packageType }),
  response: envelope(
    z
      .union([z.array(prepaidPackage), z.looseObject({ data: z.array(prepaidPackage).nullish() })])
      .nullish()
      .transform((v) => ({ data: v === null || v === undefined ? [] : Array.isArray(v) ? v : (v.data ?? []) })),
  ),
});

export const addOffer = defineContract({
  name: "prepaid.addOffer",
  summary: "Activate a prepaid package or add-on, paid from the wallet; dataBundle.finalStatus 'success'.",
  method: "POST",
  path: "LTEPrepaid/LTEPrepaidAddDeleteOffer",
  // Spec 000 §7: "Bodies are form-urlencoded"; these two are listed with their body fields, not a query.
  assumed: true,
  request: lteLine.extend({
    productId: z.string().min(1),
    offerName: z.string().min(1),
    operationType: z.literal("ADD_OFFERING").default("ADD_OFFERING"),
    channelName: z.literal("MY_SLT").default("MY_SLT"),
    ChannelSeq: z.literal("3").default("3"),
  }),
  response: envelope(
    z.looseObject({
      finalStatus: z.string().transform((s) => s.trim().toLowerCase()),
      dataOcsresultDesc: text,
    }),
  ),
});

// ---------------------------------------------------------------------------
// Reload (recharge) history

export const rechargeTransaction = z.looseObject({
  id: str,
  /** YYYYMMDDHHMMSS, Sri Lanka time. */
  txnTime: z.string(),
  /** '1001' success, anything else failed. */
  statusCode: str,
  /** Cents. */
  txnAmount: num,
  subscriberNo: text,
  txnId: text,
});

export const rechargeHistory = defineContract({
  name: "prepaid.rechargeHistory",
  summary: "Reloads of a prepaid line between two dates (the portal asks for last month to today).",
  method: "GET",
  path: "LTEPrepaid/viewTransactionsHistory",
  request: lteLine.extend({ fromDate: isoDate, toDate: isoDate }),
  response: envelope(optList(rechargeTransaction)),
});

// ---------------------------------------------------------------------------
// Timely-pay offers (rewards for paying the bill on time)

export const timelyPayOffer = z.looseObject({
  packageid: str,
  packageName: z.string(),
  imageURL: text,
  /** Value of the offer in LKR, as sent. */
  amount: text,
  eligiblePeriod: text,
  eligibledate: text,
  /** Valid till, YYYY-MM-DD. */
  expiredate: text,
  refno: str,
  telephoneno: text,
});

export const timelyPayOffers = defineContract({
  name: "prepaid.timelyPayOffers",
  summary: "Timely-pay offers a telephone can redeem (empty list when none).",
  method: "GET",
  path: "TimelyPay/checkofferavaliability",
  assumed: true,
  request: z.object({ telephoneno: lteNumber }),
  response: envelope(optList(timelyPayOffer)),
});

export const timelyPayActivation = defineContract({
  name: "prepaid.timelyPayActivation",
  summary: "Redeem a timely-pay offer; success shows 'Package Activated Successfully'.",
  method: "POST",
  path: "TimelyPay/packageActivation",
  // In the query: spec 001's call table, which tells a query from a form body, gives "query telephoneno, packageid,
  // refrenceNo" (spec 000 §7 lists the fields without saying how they travel).
  travel: "query",
  assumed: true,
  rename: { referenceNo: "refrenceNo" },
  request: z.object({ telephoneno: lteNumber, packageid: z.string().min(1), refrenceNo: z.string().min(1) }),
  response: plainEnvelope,
});

export const prepaidContracts = [walletDetail, subscriberStatus, freeUnitDetail, packageList, addOffer, rechargeHistory, timelyPayOffers, timelyPayActivation];
