/** State of the postpaid broadband area and the operator's access rule for a subscriber id. */
import { z } from "zod";
import { toTelephone } from "../../../contracts/lk";
import { fail } from "../../implement";
import { findLine, linkedLines, type UserRecord } from "../../store";
import { defineCollection, nextId, nowMs } from "../../world";
import { monthOf } from "./time";

export const subscribers = defineCollection(
  "broadband.subscribers",
  z.object({
    subscriberId: z.string(),
    telephoneNo: z.string(),
    accountNo: z.string(),
    medium: z.enum(["FTTH", "ADSL", "LTE"]),
    packageName: z.string(),
    fullname: z.string(),
    email: z.string(),
    phone: z.string(),
    /** Day of the month the bill is cut ("01"). */
    billingDate: z.string(),
    /** yyyymmdd */
    firstBillDate: z.string(),
    password: z.string(),
    /** yyyy-mm-dd or null */
    happyDay: z.string().nullable(),
    /** Privileges other than the protocol report ones, which follow the report subscription. */
    privileges: z.record(z.string(), z.boolean()),
    report: z.object({ reporterPackage: z.enum(["1", "2"]), since: z.number() }).nullable(),
    /** What the day-by-day usage and protocol shares are drawn from; null: the world's seed and the subscriber id. */
    usageKey: z.string().nullable().default(null),
  }),
);
export type Subscriber = ReturnType<typeof subscribers.all>[number];

export const bucketKinds = ["base", "bonus", "extraGb", "addon", "free"] as const;
export type BucketKind = (typeof bucketKinds)[number];

/** One usage item: a part of the base package, the loyalty bonus, an Extra GB purchase, an add-on, free data. */
const bucketSchema = z.object({
  id: z.number(),
  subscriberId: z.string(),
  kind: z.enum(bucketKinds),
  name: z.string(),
  /** null: unlimited */
  limitGB: z.number().nullable(),
  usedGB: z.number(),
  startedAt: z.number(),
  expiresAt: z.number(),
  unsubscribable: z.boolean(),
  subscriptionId: z.string().nullable(),
  timestamp: z.number(),
  /** What the operator last computed; not refreshed as data is used (the real API's is unreliable too). */
  percentage: z.number(),
  claimGB: z.number().nullable(),
});
export const buckets = defineCollection("broadband.buckets", bucketSchema);
export type Bucket = ReturnType<typeof buckets.all>[number];

const purchaseSchema = z.object({
  id: z.number(),
  subscriberId: z.string(),
  at: z.number(),
  validTill: z.number().nullable(),
  vasType: z.string(),
  packageId: z.string().nullable(),
  vasPackage: z.string(),
  payPrice: z.number(),
  payType: z.string(),
});
export const purchases = defineCollection("broadband.purchases", purchaseSchema);

export const redeemedVouchers = defineCollection("broadband.redeemedVouchers", z.object({ code: z.string(), subscriberId: z.string(), at: z.number() }));

export const packageRequests = defineCollection(
  "broadband.packageRequests",
  z.object({
    id: z.number(),
    subscriberId: z.string(),
    fromPackage: z.string(),
    toPackage: z.string(),
    at: z.number(),
    status: z.enum(["PENDING", "COMPLETED", "REJECTED"]),
  }),
);

export const round1 = (n: number) => Math.round(n * 10) / 10;

export function findSubscriber(subscriberId: string): Subscriber | undefined {
  return subscribers.findFirst((q) => q.where({ subscriberId })) ?? undefined;
}

export const messages = {
  unknownSubscriber: "Invalid subscriber ID. Please check and try again.",
  notLinked: "You are not authorised to access this broadband account.",
  prepaid: "This service is not available for prepaid connections.",
  noBroadband: "No broadband service found for this connection.",
};

type Access = { sub: Subscriber; error?: undefined } | { sub?: undefined; error: ReturnType<typeof fail> };

/** The operator's rule: a user reads and changes only broadband accounts of lines they linked. */
export function checkAccess(me: UserRecord, subscriberId: string): Access {
  const line = findLine(toTelephone(subscriberId));
  if (!line) return { error: fail(messages.unknownSubscriber) };
  if (!linkedLines(me.userName).some((l) => l.telephoneNo === line.telephoneNo)) return { error: fail(messages.notLinked) };
  if (line.promotionType === "Prepaid") return { error: fail(messages.prepaid) };
  const sub = findSubscriber(subscriberId);
  if (!sub) return { error: fail(messages.noBroadband) };
  return { sub };
}

export function privileges(sub: Subscriber) {
  const flags = sub.privileges;
  const reportCanStop = sub.report !== null && sub.report.since < monthOf(nowMs()).start;
  return {
    usage: flags.usage ?? false,
    extra_gb: flags.extra_gb ?? false,
    purchase_history: flags.purchase_history ?? false,
    profile: flags.profile ?? false,
    protocol_report: sub.report !== null,
    // false: a report bought this month cannot be unsubscribed until the month ends
    purchase_protocol_report: reportCanStop,
    promo_code: flags.promo_code ?? false,
    data_gifting: flags.data_gifting ?? false,
    data_transfer: flags.data_transfer ?? false,
    data_addons: flags.data_addons ?? false,
    free_data: flags.free_data ?? false,
    bonus_data: flags.bonus_data ?? false,
    happy_day: flags.happy_day ?? false,
  };
}

export async function addBucket(input: Omit<z.input<typeof bucketSchema>, "id">) {
  return buckets.create({ id: nextId("broadband.bucket"), ...input });
}

export async function recordPurchase(input: Omit<z.input<typeof purchaseSchema>, "id">) {
  return purchases.create({ id: nextId("broadband.purchase"), ...input });
}
