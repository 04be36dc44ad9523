/**
 * Postpaid broadband (BBVAS, VAS, BBExternal): usage, profile, add-ons, Extra GB, gifting,
 * package upgrade, daily usage and protocol report, purchase history, vouchers, Happy Day.
 *
 * Quirks kept from the real API: usage numbers arrive as strings ("600.0") from UsageSummary and
 * GetDashboardVASBundles but as numbers from ExtraGB/BonusData/FreeData; a null `limit` means
 * unlimited; `percentage` is unreliable (use `remainingPercent`); expiry dates have no year
 * ("30-Sep"); the current package comes as bB_PACKAGE_NAME, upgrade lists as BB_PACKAGE_NAME.
 */
import { z } from "zod";
import { defineContract, envelope, flag, num, optList, optNum, optText, str, type Contract } from "./core";
import { SUBSCRIBER_ID } from "./lk";

/** Broadband subscriber id `94XXXXXXXXX`. */
export const subscriberID = z.string().regex(SUBSCRIBER_ID, "Invalid subscriber ID");
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use yyyy-mm-dd");
const scp = z.literal("SCP");

// ---------------------------------------------------------------------------
// Usage

/** `{limit, used, volume_unit}`; limit null = unlimited. */
export const usageSummaryBlock = z
  .looseObject({ limit: optNum, used: optNum, volume_unit: optText })
  .nullish()
  .transform((b) => (b ? { limit: b.limit, used: b.used ?? 0, volume_unit: b.volume_unit ?? "GB" } : null));

export const usageItem = z
  .looseObject({
    name: z
      .string()
      .nullish()
      .transform((v) => v ?? ""),
    limit: optNum,
    remaining: optNum,
    used: optNum,
    percentage: optNum,
    volume_unit: optText,
    expiry_date: optText,
    claim: z
      .looseObject({ volume: optNum, volume_unit: optText })
      .nullish()
      .transform((c) => (c && c.volume ? c : null)),
    unsubscribable: flag.nullish().transform((v) => v ?? false),
    timestamp: optNum,
    subscriptionid: z
      .union([z.string(), z.number()])
      .nullish()
      .transform((v) => (v === null || v === undefined || v === "" ? null : String(v))),
  })
  .transform((u) => {
    const used = u.used ?? 0;
    const remaining = u.remaining ?? (u.limit === null ? null : Math.max(0, u.limit - used));
    return {
      ...u,
      used,
      remaining,
      volume_unit: u.volume_unit ?? "GB",
      /** Share remaining, computed: the API's `percentage` is not reliable. null when unlimited. */
      remainingPercent: u.limit === null || u.limit <= 0 || remaining === null ? null : Math.round((remaining / u.limit) * 1000) / 10,
    };
  });
export type UsageItem = z.output<typeof usageItem>;

const usageItems = optList(usageItem);

/** The bundle of ExtraGB, BonusData, FreeData and GetDashboardVASBundles. */
export const usageDetailBundle = z
  .looseObject({
    package_name: optText,
    package_summary: usageSummaryBlock,
    usageDetails: usageItems,
    reported_time: optText,
  })
  .nullish()
  .transform((b) => b ?? { package_name: null, package_summary: null, usageDetails: [], reported_time: null });

const bySubscriber = z.object({ subscriberID });

export const usageSummary = defineContract({
  name: "broadband.usageSummary",
  summary: "Usage summary: base package usage details, speed status (NORMAL/THROTTLED) and the five summary blocks.",
  method: "GET",
  path: "BBVAS/UsageSummary",
  request: bySubscriber,
  response: envelope(
    z
      .looseObject({
        status: optText,
        reported_time: optText,
        my_package_summary: usageSummaryBlock,
        extra_gb_data_summary: usageSummaryBlock,
        bonus_data_summary: usageSummaryBlock,
        vas_data_summary: usageSummaryBlock,
        free_data_summary: usageSummaryBlock,
        my_package_info: z
          .looseObject({ package_name: optText, package_summary: usageSummaryBlock, usageDetails: usageItems, reported_time: optText, status: optText })
          .nullish(),
      })
      // The speed status is top-level in the live API; some clients read it from my_package_info.
      .transform((s) => ({ ...s, status: s.status ?? s.my_package_info?.status ?? null })),
  ),
});

export const extraGb = defineContract({
  name: "broadband.extraGb",
  summary: "Extra GB bucket: usage details of purchased (and gifted) Extra GB.",
  method: "GET",
  path: "BBVAS/ExtraGB",
  request: bySubscriber,
  response: envelope(usageDetailBundle),
});

export const bonusData = defineContract({
  name: "broadband.bonusData",
  summary: "Bonus (loyalty) data bucket; an item with a claim can be upgraded with UpgradeLoyalty.",
  method: "GET",
  path: "BBVAS/BonusData",
  request: bySubscriber,
  response: envelope(usageDetailBundle),
});

export const freeData = defineContract({
  name: "broadband.freeData",
  summary: "Free data bucket (free offers, vouchers).",
  method: "GET",
  path: "BBVAS/FreeData",
  request: bySubscriber,
  response: envelope(usageDetailBundle),
});

export const dashboardVasBundles = defineContract({
  name: "broadband.dashboardVasBundles",
  summary: "Active data add-ons with subscriptionid/timestamp (needed to unsubscribe).",
  method: "GET",
  path: "BBVAS/GetDashboardVASBundles",
  request: bySubscriber,
  response: envelope(usageDetailBundle),
});

// ---------------------------------------------------------------------------
// Profile

const privilegeKeys = [
  "extra_gb",
  "bonus_data",
  "data_addons",
  "free_data",
  "data_gifting",
  "protocol_report",
  "purchase_protocol_report",
  "happy_day",
] as const;

const privileges = z
  .looseObject(
    Object.fromEntries(privilegeKeys.map((k) => [k, flag.nullish()])) as Record<(typeof privilegeKeys)[number], z.ZodOptional<z.ZodNullable<typeof flag>>>,
  )
  .nullish()
  .transform((p) => Object.fromEntries(privilegeKeys.map((k) => [k, p?.[k] ?? false])) as Record<(typeof privilegeKeys)[number], boolean>);

/** happy_day arrives as a date string, null, or (older deployments) an object carrying the date. */
const happyDayDate = z
  .union([z.string(), z.looseObject({ date: z.string().nullish() }), z.null(), z.undefined()])
  .transform((v) => (typeof v === "string" ? v || null : (v?.date ?? null)));

export const profile = defineContract({
  name: "broadband.profile",
  summary: "Broadband profile: package, contact details, billing date, Happy Day and the privileges (sic: priviledges).",
  method: "GET",
  path: "VAS/GetProfileRequest",
  request: bySubscriber,
  response: envelope(
    z
      .looseObject({
        subscriberid: str,
        fullname: optText,
        subscriber_package: optText,
        subscriber_package_display: optText,
        subscriber_package_type: optNum,
        phone: optText,
        email: optText,
        billing_date: optText,
        first_bill_date: optText,
        happy_day: happyDayDate,
        /** The wire spelling (sic); some deployments send `privileges`. The app reads `privileges`. */
        priviledges: privileges,
        privileges: privileges,
      })
      .transform(({ priviledges: sic, privileges: alt, ...p }) => ({
        ...p,
        privileges: Object.values(sic).some(Boolean) ? sic : alt,
      })),
  ),
});

// ---------------------------------------------------------------------------
// Add-ons

const addonItem = z.looseObject({
  id: str,
  name: z.string(),
  description: optText,
  postprice: str,
  icon_url: optText,
});

export const vasDataBundlePackages = defineContract({
  name: "broadband.vasDataBundlePackages",
  summary: "Data add-on catalogue by category (id, name, description, postprice, icon_url).",
  method: "GET",
  path: "BBVAS/GetVASDataBundlePackages",
  request: z.object({ subscriberID, packageName: z.string().min(1) }),
  response: envelope(
    z
      .looseObject({
        categories: optList(z.looseObject({ category: z.string(), addons: optList(addonItem) })),
      })
      .nullish()
      .transform((b) => b ?? { categories: [] }),
  ),
});

/** Operations answer `{status, message}`, a bare message, or nothing. */
export const vasResult = z
  .union([z.looseObject({ status: optText, message: optText }), z.string(), z.null(), z.undefined()])
  .transform((v) => (typeof v === "string" ? { status: null, message: v || null } : (v ?? { status: null, message: null })));

const addVasQuery = z.object({ subscriberID, packageId: z.string().min(1), commitUser: z.string().min(1), channel: scp });

export const addVasDataBundle = defineContract({
  name: "broadband.addVasDataBundle",
  summary: "Buy (add to bill) a data add-on; no body, all in the query.",
  method: "POST",
  path: "BBVAS/AddVASDataBundlePostPaid",
  travel: "query",
  request: addVasQuery,
  response: envelope(vasResult),
});

export const addVasDataBundleV2 = defineContract({
  name: "broadband.addVasDataBundleV2",
  summary: "V2 of the add-on purchase, used for free offers; success text 'Successfully Redeem 20GB offer'.",
  method: "POST",
  path: "BBVAS/AddVASDataBundlePostPaidV2",
  travel: "query",
  request: addVasQuery,
  response: envelope(vasResult),
});

export const vasBundleUnsubscription = defineContract({
  name: "broadband.vasBundleUnsubscription",
  summary: "Unsubscribe an auto-renewing add-on by the subscriptionid and timestamp of its usage item.",
  method: "POST",
  path: "BBVAS/VASBundleUnsubscription",
  travel: "query",
  request: z.object({ subscriberID, subscriptionid: z.string().min(1), timestamp: z.string().regex(/^\d+(\.0+)?$/) }),
  response: envelope(vasResult),
});

export const upgradeLoyalty = defineContract({
  name: "broadband.upgradeLoyalty",
  summary: "Claim the loyalty upgrade offered on the bonus-data item (dataBundle.status 'SUCCESS', message).",
  method: "PUT",
  path: "BBVAS/UpgradeLoyalty",
  travel: "query",
  request: bySubscriber,
  response: envelope(vasResult),
});

// ---------------------------------------------------------------------------
// Extra GB and gifting

export const volumePackage = z
  .looseObject({ volume: num, volumeUnit: optText, postPrice: num, packageId: str })
  .transform((p) => ({ ...p, volumeUnit: p.volumeUnit ?? "GB" }));

const volumePackages = optList(volumePackage);

export const extraGbPackages = defineContract({
  name: "broadband.extraGbPackages",
  summary: "Extra GB packages with prices (per-GB tiers, plus tax).",
  method: "GET",
  path: "BBVAS/GetExtraGBPackages",
  request: z.object({ subscriberID, packageName: z.string().min(1) }),
  response: envelope(volumePackages),
});

export const purchaseExtraGb = defineContract({
  name: "broadband.purchaseExtraGb",
  summary: "Buy Extra GB, added to the bill (channel SCP). The seed spells the user parameter commitUse.",
  method: "POST",
  path: "BBVAS/PurchaseExtraGBPostpaid",
  travel: "query",
  request: z.object({ subscriberID, packageId: z.string().min(1), commitUse: z.string().min(1), channel: scp }),
  response: envelope(vasResult),
});

export const dataGiftPackages = defineContract({
  name: "broadband.dataGiftPackages",
  summary: "Data packages that can be gifted.",
  method: "GET",
  path: "BBVAS/DataGiftPackages",
  request: bySubscriber,
  response: envelope(volumePackages),
});

export const validateDataGiftSub = defineContract({
  name: "broadband.validateDataGiftSub",
  summary: "Check a gift receiver (sic: reciever); the portal reads isSuccess and errorMessege.",
  method: "GET",
  path: "BBVAS/ValidateDataGiftSub",
  request: z.object({ reciever: z.string().trim().min(1), subscriberID }),
  rename: { receiver: "reciever" },
  response: envelope(z.unknown().optional()),
});

export const dataGiftEnroll = defineContract({
  name: "broadband.dataGiftEnroll",
  summary: "Gift data to a receiver, added to the sender's bill (channel SCP).",
  method: "POST",
  path: "BBVAS/DataGiftEnroll",
  travel: "query",
  request: z.object({ subscriberID, reciever: z.string().trim().min(1), packageId: z.string().min(1), channel: scp }),
  rename: { receiver: "reciever" },
  response: envelope(vasResult),
});

// ---------------------------------------------------------------------------
// Packages (BBExternal)

/** Unlimited packages send "Unlimited" (or nothing) where a GB figure would be: → null. */
const gbOrUnlimited = z.union([z.number(), z.string(), z.null(), z.undefined()]).transform((v) => {
  if (typeof v === "number") return v;
  const n = Number(String(v ?? "").replace(/\s*GB$/i, ""));
  return v !== null && v !== undefined && String(v).trim() !== "" && Number.isFinite(n) ? n : null;
});

const packageQuery = z.object({ type: z.string().min(1), package: z.string().min(1) });

const currentPackage = z.looseObject({
  bB_PACKAGE_NAME: z.string(),
  monthlY_RENTAL: optNum,
  standarD_GB: gbOrUnlimited,
  freE_GB: gbOrUnlimited,
});

/** Some deployments wrap the current package in a one-item list. */
const currentPackageBundle = z.union([currentPackage, z.array(currentPackage).min(1)]).transform((v) => (Array.isArray(v) ? v[0]! : v));

export const currentBbPackage = defineContract({
  name: "broadband.currentBbPackage",
  summary: "Current package (bB_PACKAGE_NAME casing): the second GET beside GetBBPackagesV2, same parameters.",
  method: "GET",
  path: "BBExternal/GetCurrentBBPackage",
  assumed: true,
  request: packageQuery,
  response: envelope(currentPackageBundle),
});

export const currentBbPackageV2 = defineContract({
  name: "broadband.currentBbPackageV2",
  summary: "Current package, V2 (the path public clients use); same answer as GetCurrentBBPackage.",
  method: "GET",
  path: "BBExternal/GetCurrentBBPackageV2",
  request: packageQuery,
  response: envelope(currentPackageBundle),
});

const upgradeOption = z.looseObject({
  BB_PACKAGE_NAME: z.string(),
  STANDARD_GB: gbOrUnlimited,
  FREE_GB: gbOrUnlimited.optional(),
  DESCRIPTION: optText,
  MONTHLY_RENTAL: num,
});
const upgradeOptions = optList(upgradeOption);

export const bbPackages = defineContract({
  name: "broadband.bbPackages",
  summary: "Upgrade options grouped Upgrades.Any and Upgrades.Unlimited (BB_PACKAGE_NAME casing).",
  method: "GET",
  path: "BBExternal/GetBBPackagesV2",
  request: packageQuery,
  response: envelope(
    z.looseObject({
      Upgrades: z
        .looseObject({ Any: upgradeOptions, Unlimited: upgradeOptions })
        .nullish()
        .transform((u) => u ?? { Any: [], Unlimited: [] }),
    }),
  ),
});

export const packageChangeRequest = defineContract({
  name: "broadband.packageChangeRequest",
  summary: "Request a package upgrade (sic: exsistingPackage); the operator answers 'Successfully requested'.",
  method: "POST",
  path: "BBExternal/BBPackageChangeRequest",
  travel: "query",
  rename: { existingPackage: "exsistingPackage" },
  request: z.object({
    subscriberID,
    type: z.string().min(1),
    name: z.string().min(1),
    nic: z.string().min(1),
    contactMobile: z.string().min(1),
    email: z.string(),
    exsistingPackage: z.string().min(1),
    newPackage: z.string().min(1),
    currentMonthlyValue: z.string().regex(/^\d+(\.\d+)?$/),
    newMonthlyValue: z.string().regex(/^\d+(\.\d+)?$/),
    changeType: z.literal("Upgrade"),
  }),
  response: envelope(vasResult),
});

// ---------------------------------------------------------------------------
// Daily usage and protocol report

const dailyUsageRow = z.looseObject({
  displaydate: optText,
  date: z.string(),
  daily_total_usage: optNum.transform((v) => v ?? 0),
  volumeunit: optText,
  daily_percentage: optNum,
  usages: optList(
    z.looseObject({
      sorter: optNum,
      percentage: optNum,
      offer_name: optText,
      volume: optNum.transform((v) => v ?? 0),
      volumes: z.looseObject({ pdl: optNum, opdl: optNum, pul: optNum, opul: optNum }).nullish(),
    }),
  ),
});

export type DailyUsageRow = z.output<typeof dailyUsageRow>;

export const dailyUsageBundle = z
  .looseObject({
    dailylist: optList(dailyUsageRow),
    previousmonths: z.looseObject({ previous1: optText, previous2: optText }).nullish(),
  })
  .nullish()
  .transform((b) => b ?? { dailylist: [], previousmonths: null });

const billDate = z.string().regex(/^\d{1,2}$/, "Bill date is the day of the month");

export const currentDailyUsage = defineContract({
  name: "broadband.currentDailyUsage",
  summary: "Daily usage of the current month; monthIndex 1 or 2 gives the previous months.",
  method: "GET",
  path: "BBVAS/EnhancedCurrentDailyUsage",
  request: z.object({ subscriberID, billDate, monthIndex: z.enum(["0", "1", "2"]).optional() }),
  response: envelope(dailyUsageBundle),
});

export const previousDailyUsage = defineContract({
  name: "broadband.previousDailyUsage",
  summary: "Daily usage of a previous month (monthIndex 1 or 2).",
  method: "GET",
  path: "BBVAS/EnhancedPreviousDailyUsage",
  request: z.object({ subscriberID, billDate, monthIndex: z.enum(["1", "2"]) }),
  response: envelope(dailyUsageBundle),
});

/** A protocol's share of the day, in percent: the wire spells it `presentage` (sic); the app reads `percentage`. */
const protocolShares = optList(
  z.looseObject({ protocol: z.string(), presentage: num }).transform(({ presentage, ...share }) => ({ ...share, percentage: presentage })),
);

export const protocolReport = defineContract({
  name: "broadband.protocolReport",
  summary: "Protocol shares of one day's usage (sic: presentage): total, download, upload.",
  method: "GET",
  path: "BBVAS/ProtocolReport",
  request: z.object({ subscriberID, date: isoDate }),
  response: envelope(z.looseObject({ total: protocolShares, download: protocolShares, upload: protocolShares })),
});

export const purchaseAdvancedReports = defineContract({
  name: "broadband.purchaseAdvancedReports",
  summary: "Subscribe to the detailed usage report (reporterPackage 1 monthly, 2 yearly), added to the bill.",
  method: "POST",
  path: "BBVAS/PurchaseAdvancedReportsPostPaid",
  travel: "query",
  request: z.object({ subscriberID, reporterPackage: z.enum(["1", "2"]), activatedBy: z.string().min(1) }),
  response: envelope(vasResult),
});

export const unsubscribeAdvancedReports = defineContract({
  name: "broadband.unsubscribeAdvancedReports",
  summary: "Unsubscribe from the detailed usage report.",
  method: "POST",
  path: "BBVAS/UnsubscribeAdvancedReports",
  travel: "query",
  request: z.object({ subscriberID, activatedBy: z.string().min(1) }),
  response: envelope(vasResult),
});

// ---------------------------------------------------------------------------
// Account settings, history, vouchers, Happy Day

export const changeBbPassword = defineContract({
  name: "broadband.changeBbPassword",
  summary: "Change the broadband (PPPoE / portal) password.",
  method: "POST",
  path: "BBVAS/ChangeBBPassword",
  travel: "query",
  request: z.object({ subscriberID, currentpass: z.string().min(1), newpass: z.string().min(1) }),
  response: envelope(vasResult),
});

export const updateContact = defineContract({
  name: "broadband.updateContact",
  summary: "Change the broadband contact details (sic: fillname).",
  method: "POST",
  path: "BBVAS/UpdateContact",
  travel: "query",
  rename: { fullName: "fillname" },
  request: z.object({ subscriberID, fillname: z.string().trim().min(1), email: z.string().trim().min(1), phone: z.string().trim().regex(/^\d+$/) }),
  response: envelope(vasResult),
});

export const purchaseHistory = defineContract({
  name: "broadband.purchaseHistory",
  summary: "Purchases between two dates (yyyy-mm-dd, at most 90 days back).",
  method: "GET",
  path: "BBVAS/GetPurchaseHistory",
  request: z.object({ historyFrom: isoDate, historyTo: isoDate, subscriberID }),
  response: envelope(
    optList(
      z.looseObject({
        transactionTime: optText,
        validTill: optText,
        vasType: optText,
        payPrice: optNum,
        payType: optText,
        vasPackage: optText,
        subscriberId: str.nullish(),
      }),
    ),
  ),
});

export const redeemVoucher = defineContract({
  name: "broadband.redeemVoucher",
  summary: "Redeem a data voucher (the id without dashes).",
  method: "POST",
  path: "BBVAS/RedeemVoucher",
  travel: "query",
  request: z.object({ subscriberID, voucherid: z.string().regex(/^[0-9A-Za-z]+$/), channel: scp }),
  response: envelope(vasResult),
});

export const happyDay = defineContract({
  name: "broadband.happyDay",
  summary: "Choose the Happy Day (24 hours of free data) for this year.",
  method: "POST",
  path: "BBVAS/HappyDay",
  travel: "query",
  request: z.object({ subscriberID, happydate: isoDate, channel: scp, commituser: z.string().min(1) }),
  response: envelope(vasResult),
});

export const broadbandContracts: Contract[] = [
  usageSummary,
  profile,
  extraGb,
  bonusData,
  freeData,
  dashboardVasBundles,
  vasDataBundlePackages,
  addVasDataBundle,
  addVasDataBundleV2,
  vasBundleUnsubscription,
  upgradeLoyalty,
  extraGbPackages,
  purchaseExtraGb,
  dataGiftPackages,
  validateDataGiftSub,
  dataGiftEnroll,
  bbPackages,
  currentBbPackage,
  currentBbPackageV2,
  packageChangeRequest,
  currentDailyUsage,
  previousDailyUsage,
  protocolReport,
  purchaseAdvancedReports,
  unsubscribeAdvancedReports,
  changeBbPassword,
  updateContact,
  purchaseHistory,
  redeemVoucher,
  happyDay,
];
