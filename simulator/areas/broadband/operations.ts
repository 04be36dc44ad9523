/**
 * Operations that change a subscriber's broadband state. Each returns the operator's answer
 * (ok or fail). Exported so the hosted Pay Now page (bills area) can complete a paid purchase
 * with the same rules: see `completePayNow`.
 */
import {
  broadbandPackage,
  dataGiftPackages,
  EXTRA_GB_VALIDITY_DAYS,
  extraGbPackages,
  findAddOn,
  isVoucherCode,
  reportFees,
  upgradesFrom,
  VOUCHER_VALIDITY_DAYS,
  voucherVolumeGB,
  type Medium,
} from "../../../fixtures/broadband";
import { DAY_MS, lkInstant, lkParts, SUBSCRIBER_ID, TELEPHONE, toSubscriberId, toTelephone } from "../../../contracts/lk";
import { fail, ok } from "../../implement";
import { findLine } from "../../store";
import { nextId, nowMs } from "../../world";
import {
  addBucket,
  buckets,
  findSubscriber,
  packageRequests,
  privileges,
  purchases,
  recordPurchase,
  redeemedVouchers,
  subscribers,
  type Subscriber,
} from "./state";
import { activeBuckets } from "./usage";
import { dayMonth, monthOf, parseYmd, startOfToday } from "./time";

type PayType = "Add to Bill" | "Pay Now";
const success = (message: string, extra: Record<string, unknown> = {}) => ok({ status: "SUCCESS", message, ...extra });
const noBucketDefaults = { unsubscribable: false, subscriptionId: null, claimGB: null } as const;
type BucketInput = Parameters<typeof addBucket>[0];
type Purchase = Omit<Parameters<typeof recordPurchase>[0], "subscriberId" | "at" | "validTill">;

/**
 * A bucket of data for `sub` (or `bucket.subscriberId`) that starts at `at` and lasts `validityDays`, not renewing
 * unless `bucket` says so, and the purchase row `sub` paid for it with. Returns when the bucket expires.
 */
async function grantData(
  sub: Subscriber,
  at: number,
  validityDays: number,
  bucket: Pick<BucketInput, "kind" | "name" | "limitGB"> & Partial<BucketInput>,
  purchase: Purchase,
) {
  const expiresAt = at + validityDays * DAY_MS;
  const subscriberId = sub.subscriberId;
  await addBucket({ ...noBucketDefaults, subscriberId, usedGB: 0, startedAt: at, expiresAt, timestamp: 0, percentage: 100, ...bucket });
  await recordPurchase({ subscriberId, at, validTill: expiresAt, ...purchase });
  return expiresAt;
}

// ---------------------------------------------------------------------------
// Add-ons

export async function purchaseAddOn(sub: Subscriber, packageId: string, v2: boolean) {
  const found = findAddOn(packageId);
  if (!found) return fail("Invalid package. Please select a valid data add-on.");
  const { addon, category } = found;
  if (!privileges(sub).data_addons)
    return fail("Your broadband package is not eligible for data add-ons. Please upgrade your package to purchase add-on data.");
  if (activeBuckets(sub.subscriberId).some((b) => b.subscriptionId === addon.id)) return fail(`You already have an active ${addon.name} add-on.`);
  if (addon.price === 0 && purchases.findFirst((q) => q.where({ subscriberId: sub.subscriberId, packageId: addon.id }))) {
    return fail("You have already redeemed this offer.");
  }
  const at = nowMs();
  const bucket = {
    kind: category.free ? "free" : "addon",
    name: addon.name,
    limitGB: addon.volumeGB,
    unsubscribable: addon.recurrent,
    subscriptionId: addon.id,
  } as const;
  const payment = { payPrice: addon.price, payType: addon.price === 0 ? "Free" : "Add to Bill" } as const;
  const vasType = category.free ? "Free Data" : "Data Add-on";
  await grantData(sub, at, addon.validityDays, { ...bucket, timestamp: at }, { vasType, packageId: addon.id, vasPackage: addon.name, ...payment });
  if (v2) return success(`Successfully Redeem ${addon.volumeGB === null ? "Unlimited" : `${addon.volumeGB}GB`} offer`);
  return success(category.free ? "Successfully redeemed the free data bundle" : "You have purchased the data Add-on successfully");
}

export async function unsubscribeAddOn(sub: Subscriber, subscriptionId: string, timestamp: number) {
  const bucket = activeBuckets(sub.subscriberId).find((b) => b.subscriptionId === subscriptionId && b.timestamp === timestamp);
  if (!bucket) return fail("No active add-on subscription found. Please refresh and try again.");
  if (!bucket.unsubscribable) return fail(`${bucket.name} is not auto-renewing and cannot be unsubscribed. It expires on ${dayMonth(bucket.expiresAt)}.`);
  buckets.delete(bucket);
  return success(`You've been successfully unsubscribed from ${bucket.name} data add-on. Your data will be deducted from your base bundle`);
}

export async function upgradeLoyalty(sub: Subscriber) {
  if (!privileges(sub).bonus_data) return fail("Bonus data is not available for your package.");
  const bucket = activeBuckets(sub.subscriberId, "bonus").find((b) => b.claimGB);
  if (!bucket?.claimGB) return fail("You do not have a loyalty upgrade to claim.");
  const claim = bucket.claimGB;
  await buckets.update(bucket, {
    data(b) {
      b.limitGB = (b.limitGB ?? 0) + claim;
      b.claimGB = null;
      b.percentage = Math.floor(((b.limitGB - b.usedGB) / b.limitGB) * 100);
    },
  });
  return success(`Your loyalty data has been upgraded by ${claim}GB`);
}

// ---------------------------------------------------------------------------
// Extra GB and gifting

export async function purchaseExtraGb(sub: Subscriber, packageId: string, payType: PayType = "Add to Bill") {
  if (!privileges(sub).extra_gb) return fail("Extra GB is not available for your package. Please upgrade your package to purchase Extra GB.");
  const pkg = extraGbPackages.find((p) => p.packageId === packageId);
  if (!pkg) return fail("Invalid Extra GB package. Please select a valid amount.");
  const name = `Extra GB - ${pkg.volumeGB} GB`;
  const purchase = { vasType: "Extra GB", packageId, vasPackage: name, payPrice: pkg.price, payType } as const;
  await grantData(sub, nowMs(), EXTRA_GB_VALIDITY_DAYS, { kind: "extraGb", name, limitGB: pkg.volumeGB }, purchase);
  return success(`Successfully Add ${pkg.volumeGB}GB Extra GB`);
}

/** The receiver of a gift: a postpaid broadband subscriber other than the sender. */
export function giftReceiver(
  sub: Subscriber,
  reciever: string,
): { receiver: Subscriber; error?: undefined } | { receiver?: undefined; error: ReturnType<typeof fail> } {
  if (!privileges(sub).data_gifting) return { error: fail("Data gifting is not available for your package.") };
  const id = reciever.trim();
  // Only the two plain forms name a receiver; anything else (spaces, nine digits) is refused as typed.
  const receiverId = TELEPHONE.test(id) ? toSubscriberId(id) : id;
  if (!SUBSCRIBER_ID.test(receiverId)) return { error: fail("Invalid receiver. Please enter the receiver's broadband username (94XXXXXXXXX).") };
  if (receiverId === sub.subscriberId) return { error: fail("You cannot gift data to your own broadband account.") };
  const receiver = findSubscriber(receiverId);
  if (!receiver || findLine(toTelephone(receiverId))?.promotionType === "Prepaid") {
    return { error: fail("The receiver is not a valid broadband subscriber. Please check the username.") };
  }
  return { receiver };
}

export async function giftData(sub: Subscriber, reciever: string, packageId: string, payType: PayType = "Add to Bill") {
  const { receiver, error } = giftReceiver(sub, reciever);
  if (error) return error;
  const pkg = dataGiftPackages.find((p) => p.packageId === packageId);
  if (!pkg) return fail("Invalid gift package. Please select a valid amount.");
  const at = nowMs();
  const gift = { subscriberId: receiver.subscriberId, kind: "extraGb", name: `Data Gift - ${pkg.volumeGB} GB`, limitGB: pkg.volumeGB } as const;
  const sent = { vasType: "Data Gift", packageId, vasPackage: `${pkg.volumeGB}GB gifted to ${receiver.subscriberId}`, payPrice: pkg.price, payType } as const;
  const validTill = await grantData(sub, at, EXTRA_GB_VALIDITY_DAYS, gift, sent);
  const received = { vasPackage: `${pkg.volumeGB}GB received from ${sub.subscriberId}`, payPrice: 0, payType: "Gift" } as const;
  await recordPurchase({ subscriberId: receiver.subscriberId, at, validTill, vasType: "Data Gift", packageId, ...received });
  return success(`Successfully gifted ${pkg.volumeGB}GB to ${receiver.subscriberId}`);
}

// ---------------------------------------------------------------------------
// Detailed report

export async function subscribeReport(sub: Subscriber, reporterPackage: "1" | "2", payType: PayType = "Add to Bill") {
  if (sub.report) return fail("You are already subscribed to the detailed usage report.");
  const fee = reportFees[reporterPackage];
  const at = nowMs();
  const t = lkParts(at);
  const validTill = lkInstant(t.y, t.m + fee.months, t.d);
  await subscribers.update(sub, {
    data(s) {
      s.report = { reporterPackage, since: at };
    },
  });
  await recordPurchase({
    subscriberId: sub.subscriberId,
    at,
    validTill,
    vasType: "Advanced Report",
    packageId: `PAR_${reporterPackage}`,
    vasPackage: `Detailed Usage Report (${fee.label})`,
    payPrice: fee.price,
    payType,
  });
  return success("Successfully subscribe for daily usage report");
}

export async function unsubscribeReport(sub: Subscriber) {
  if (!sub.report) return fail("You are not subscribed to the detailed usage report.");
  if (sub.report.since >= monthOf(nowMs()).start) return fail("You can't unsubscribe till end of month");
  await subscribers.update(sub, {
    data(s) {
      s.report = null;
    },
  });
  return success("Successfully unsubscribe for daily usage report");
}

/**
 * The hosted Pay Now page calls this once the card payment succeeds (prepaidID EGB extra GB,
 * DGF gift, PAR report), with the hidden fields the portal posted.
 */
export async function completePayNow(fields: {
  prepaidID: "EGB" | "DGF" | "PAR";
  subscriberID: string;
  packageId?: string;
  reciever?: string;
  reporterPackage?: string;
}) {
  const sub = findSubscriber(fields.subscriberID);
  if (!sub) return fail("Invalid subscriber ID. Please check and try again.");
  if (fields.prepaidID === "EGB") return purchaseExtraGb(sub, fields.packageId ?? "", "Pay Now");
  if (fields.prepaidID === "DGF") return giftData(sub, fields.reciever ?? "", fields.packageId ?? "", "Pay Now");
  return subscribeReport(sub, fields.reporterPackage === "2" ? "2" : "1", "Pay Now");
}

// ---------------------------------------------------------------------------
// Settings, vouchers, Happy Day, package change

export async function changePassword(sub: Subscriber, current: string, next: string) {
  if (current !== sub.password) return fail("Your current password is incorrect.");
  if (next.length < 6) return fail("New password must be at least 6 characters.");
  if (next === current) return fail("New password must be different from the current password.");
  await subscribers.update(sub, {
    data(s) {
      s.password = next;
    },
  });
  return success("Successfully updated broadband password");
}

export async function updateContact(sub: Subscriber, fullname: string, email: string, phone: string) {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return fail("Please enter a valid email address.");
  if (!TELEPHONE.test(phone)) return fail("Please enter a valid mobile number (10 digits starting with 0).");
  await subscribers.update(sub, {
    data(s) {
      s.fullname = fullname;
      s.email = email;
      s.phone = phone;
    },
  });
  return success("Successfully updated contact Information");
}

export async function redeemVoucher(sub: Subscriber, voucherId: string) {
  if (!privileges(sub).promo_code) return fail("Promo codes are not available for your package.");
  const code = voucherId.replace(/-/g, "");
  if (!isVoucherCode(code)) return fail("Invalid voucher code. Please check the code and try again.");
  if (redeemedVouchers.findFirst((q) => q.where({ code }))) return fail("This voucher has already been redeemed.");
  const at = nowMs();
  const volume = voucherVolumeGB(code);
  await redeemedVouchers.create({ code, subscriberId: sub.subscriberId, at });
  const name = `Promo Code - ${volume} GB`;
  const purchase = { vasType: "Promo Code", packageId: null, vasPackage: name, payPrice: 0, payType: "Voucher" } as const;
  await grantData(sub, at, VOUCHER_VALIDITY_DAYS, { kind: "free", name, limitGB: volume }, purchase);
  return success("Congratulations. Your promo code has been redeemed successfully");
}

export async function setHappyDay(sub: Subscriber, happydate: string) {
  if (!privileges(sub).happy_day) return fail("You are not eligible for Happy Data");
  const date = parseYmd(happydate);
  if (date === null) return fail("Please select a valid date.");
  const today = startOfToday();
  const year = lkParts(nowMs()).y;
  const current = sub.happyDay ? parseYmd(sub.happyDay) : null;
  if (current !== null && lkParts(current).y === year && current <= today) {
    return fail("Your Happy Day for this year has already been redeemed. It cannot be changed.");
  }
  if (date <= today) return fail("Please select a date from tomorrow onwards.");
  if (lkParts(date).y !== year) return fail("Your Happy Day must be within this year.");
  await subscribers.update(sub, {
    data(s) {
      s.happyDay = happydate;
    },
  });
  return success(`Your Happy Day is ${happydate}`);
}

export function mediumOf(type: string): Medium | null {
  const t = type.trim().toUpperCase();
  return t === "FTTH" || t === "ADSL" || t === "LTE" ? t : null;
}

export async function requestPackageChange(sub: Subscriber, input: { type: string; exsistingPackage: string; newPackage: string }) {
  if (mediumOf(input.type) !== sub.medium) return fail("Invalid connection type for this broadband account.");
  const current = broadbandPackage(sub.packageName)!;
  if (current.name.toLowerCase() !== input.exsistingPackage.trim().toLowerCase()) {
    return fail("Your current package has changed. Please refresh and try again.");
  }
  const target = broadbandPackage(input.newPackage);
  const options = upgradesFrom(current, sub.medium);
  if (!target || ![...options.any, ...options.unlimited].includes(target)) {
    return fail("The selected package is not available as an upgrade for your connection.");
  }
  if (packageRequests.findFirst((q) => q.where({ subscriberId: sub.subscriberId, status: "PENDING" }))) {
    return fail("A package change request is already in progress for this connection.");
  }
  const id = nextId("broadband.packageRequest", 70001);
  await packageRequests.create({ id, subscriberId: sub.subscriberId, fromPackage: current.name, toPackage: target.name, at: nowMs(), status: "PENDING" });
  return success("Successfully requested", { requestId: `PCR${id}` });
}

/** Purchase history rows between two days (inclusive), newest first. */
export function purchaseHistoryRows(sub: Subscriber, fromText: string, toText: string) {
  const from = parseYmd(fromText);
  const to = parseYmd(toText);
  const today = startOfToday();
  // A day of slack: the portal may compute "today" in another time zone.
  if (from === null || to === null || from > to || to > today + DAY_MS) {
    return fail("Sorry, Please select a Valid Date range for the Purchase History");
  }
  if (from < today - 91 * DAY_MS) return fail("Sorry, Unable to access Purchase History older than 3 calender months");
  const rows = purchases
    .findMany((q) => q.where({ subscriberId: sub.subscriberId }))
    .filter((p) => p.at >= from && p.at < to + DAY_MS)
    .sort((a, b) => b.at - a.at);
  const stamp = (ms: number) => {
    const t = lkParts(ms);
    const p = (n: number) => String(n).padStart(2, "0");
    return `${t.y}-${p(t.m)}-${p(t.d)} ${p(t.hh)}:${p(t.mi)}:${p(t.ss)}`;
  };
  return ok(
    rows.map((p) => ({
      transactionTime: stamp(p.at),
      validTill: p.validTill === null ? null : stamp(p.validTill).slice(0, 10),
      vasType: p.vasType,
      payPrice: p.payPrice.toFixed(2),
      payType: p.payType,
      vasPackage: p.vasPackage,
      subscriberId: p.subscriberId,
    })),
  );
}
