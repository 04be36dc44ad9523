/** Creates the broadband account of every postpaid line with broadband: profile, buckets, history. */
import {
  findAddOn,
  broadbandPackages,
  initialBroadbandPassword,
  LOYALTY_BONUS_GB,
  LOYALTY_CLAIM_GB,
  extraGbPackages,
  EXTRA_GB_VALIDITY_DAYS,
} from "../../../fixtures/broadband";
import { DAY_MS, lkParts, toSubscriberId } from "../../../contracts/lk";
import { registerSeeder } from "../../personas";
import { nowMs } from "../../world";
import { nameWords } from "./names";
import { addBucket, recordPurchase, round1, subscribers } from "./state";
import { monthOf } from "./time";

const privilegeFlags = [
  "usage",
  "extra_gb",
  "purchase_history",
  "profile",
  "promo_code",
  "data_gifting",
  "data_transfer",
  "data_addons",
  "free_data",
  "bonus_data",
  "happy_day",
];

registerSeeder(async ({ line, template, faker }) => {
  const bb = template.broadband;
  if (!bb || template.kind !== "postpaid") return; // prepaid LTE belongs to the prepaid area

  const t = nowMs();
  const month = monthOf(t);
  const elapsed = (t - month.start) / (month.end - month.start);
  const subscriberId = toSubscriberId(line.telephoneNo);
  const throttled = bb.usage === "throttled";
  const all = (bb.privileges ?? "all") === "all";

  const options = broadbandPackages.filter((p) => p.media.includes(bb.medium));
  // A throttled line needs a quota to have run out of.
  const pkg = throttled ? options.find((p) => p.kind === "ANY")! : faker.helpers.arrayElement(options);

  const words = nameWords(line.ownerName).map((w) => w.toLowerCase().replace(/[^a-z]/g, ""));
  const [first = "customer", last = "slt"] = [words[0], words[words.length - 1]];
  const firstBill = lkParts(t - faker.number.int({ min: 400, max: 2500 }) * DAY_MS);
  await subscribers.create({
    subscriberId,
    telephoneNo: line.telephoneNo,
    accountNo: line.accountNo,
    medium: bb.medium,
    packageName: pkg.name,
    fullname: line.ownerName,
    email: `${first}.${last}${faker.number.int({ min: 1, max: 99 })}@${faker.helpers.arrayElement(["gmail.com", "yahoo.com", "sltnet.lk"])}`,
    phone: `07${faker.helpers.arrayElement(["0", "1", "2", "5", "6", "7", "8"])}${faker.string.numeric(7)}`,
    billingDate: "01",
    firstBillDate: `${firstBill.y}${String(firstBill.m).padStart(2, "0")}01`,
    password: initialBroadbandPassword(line.telephoneNo),
    happyDay: null,
    privileges: Object.fromEntries(privilegeFlags.map((f) => [f, all])),
    report: all ? { reporterPackage: "1", since: monthOf(t, 3).start } : null,
    usageKey: null,
  });

  const base = { subscriberId, unsubscribable: false, subscriptionId: null, timestamp: 0, claimGB: null };
  const quota = (limit: number) =>
    throttled ? limit : round1(Math.min(limit * 0.95, limit * (0.08 + 0.7 * elapsed) * faker.number.float({ min: 0.6, max: 1.2 })));
  const parts: Array<[string, number | null]> =
    pkg.kind === "UNLIMITED"
      ? [["Total Usage", null]]
      : pkg.kind === "WEB"
        ? [
            ["Standard Usage", pkg.standardGB],
            ["Free Usage (Night)", pkg.freeGB],
          ]
        : [["Any Time Usage", pkg.standardGB]];
  for (const [name, limit] of parts) {
    const used = limit === null ? round1(faker.number.float({ min: 15, max: 40 }) + 320 * elapsed) : quota(limit);
    await addBucket({ ...base, kind: "base", name, limitGB: limit, usedGB: used, startedAt: month.start, expiresAt: month.end, percentage: 0 });
  }

  if (all) {
    const used = throttled ? LOYALTY_BONUS_GB : round1(LOYALTY_BONUS_GB * faker.number.float({ min: 0.1, max: 0.9 }));
    await addBucket({
      ...base,
      kind: "bonus",
      name: "Loyalty",
      limitGB: LOYALTY_BONUS_GB,
      usedGB: used,
      startedAt: month.start,
      expiresAt: month.end + 1 + DAY_MS - 1,
      percentage: Math.floor(((LOYALTY_BONUS_GB - used) / LOYALTY_BONUS_GB) * 100),
      claimGB: !throttled && bb.medium === "FTTH" ? LOYALTY_CLAIM_GB : null,
    });

    const addonId = throttled ? "P_VB_Q_YT_OT30D_20GB" : "P_VB_Q_OM_Re30D_100GB";
    const { addon } = findAddOn(addonId)!;
    const boughtAt = t - faker.number.int({ min: 6, max: 14 }) * DAY_MS - faker.number.int({ min: 0, max: 36_000_000 });
    const addonUsed = round1((addon.volumeGB ?? 50) * faker.number.float({ min: 0.05, max: throttled ? 0.9 : 0.3 }));
    await addBucket({
      ...base,
      kind: "addon",
      name: addon.name,
      limitGB: addon.volumeGB,
      usedGB: addonUsed,
      startedAt: boughtAt,
      expiresAt: boughtAt + addon.validityDays * DAY_MS,
      unsubscribable: addon.recurrent,
      subscriptionId: addon.id,
      timestamp: boughtAt,
      percentage: 100,
    });
    await recordPurchase({
      subscriberId,
      at: boughtAt,
      validTill: boughtAt + addon.validityDays * DAY_MS,
      vasType: "Data Add-on",
      packageId: addon.id,
      vasPackage: addon.name,
      payPrice: addon.price,
      payType: "Add to Bill",
    });

    if (!throttled && bb.medium === "FTTH") {
      await addBucket({
        ...base,
        kind: "free",
        name: "Fibre Family Free Data",
        limitGB: 10,
        usedGB: round1(10 * faker.number.float({ min: 0.1, max: 0.6 })),
        startedAt: month.start,
        expiresAt: month.end,
        percentage: 100,
      });
    }

    // An Extra GB bought two months ago: expired now, still in the 90-day history.
    const egb = faker.helpers.arrayElement(extraGbPackages.filter((p) => p.volumeGB >= 5 && p.volumeGB <= 20));
    const egbAt = t - faker.number.int({ min: 62, max: 80 }) * DAY_MS;
    await recordPurchase({
      subscriberId,
      at: egbAt,
      validTill: egbAt + EXTRA_GB_VALIDITY_DAYS * DAY_MS,
      vasType: "Extra GB",
      packageId: egb.packageId,
      vasPackage: `Extra GB - ${egb.volumeGB} GB`,
      payPrice: egb.price,
      payType: faker.helpers.arrayElement(["Add to Bill", "Pay Now"]),
    });
  }
});
