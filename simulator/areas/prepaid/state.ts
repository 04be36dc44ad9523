/**
 * State of the prepaid area: a wallet and life-cycle status per prepaid LTE line, its data
 * units (free units), its reloads, and the timely-pay offers of postpaid lines.
 */
import { z } from "zod";
import { DAY_MS, lkDate, lkInstant, lkParts, toTelephone } from "../../../contracts/lk";
import { failedRechargeCodes, mainPackages, addOns, reloadAmountsLkr, timelyPayRewards, type PrepaidPackageFixture } from "../../../fixtures/prepaid";
import { registerSeeder } from "../../personas";
import { linkedLines } from "../../store";
import { defineCollection, nextId, nowMs } from "../../world";

export const wallets = defineCollection(
  "prepaid.wallets",
  z.object({
    telephoneNo: z.string(),
    cents: z.number(),
    /** Dormant lines are in the number pool: statusName 'Pool'. */
    dormant: z.boolean(),
    statusExpireAt: z.number(),
  }),
);
export type WalletRecord = ReturnType<typeof wallets.all>[number];

export const freeUnits = defineCollection(
  "prepaid.freeUnits",
  z.object({
    instanceId: z.string(),
    telephoneNo: z.string(),
    packageName: z.string(),
    packageCategory: z.enum(["Main Packages", "Add-ons"]),
    offeringId: z.string(),
    initialGb: z.number(),
    currentGb: z.number(),
    effectiveAt: z.number(),
    expireAt: z.number(),
  }),
);

export const recharges = defineCollection(
  "prepaid.recharges",
  z.object({
    id: z.number(),
    telephoneNo: z.string(),
    txnId: z.string(),
    cents: z.number(),
    statusCode: z.string(),
    at: z.number(),
  }),
);

export const timelyPayOffers = defineCollection(
  "prepaid.timelyPayOffers",
  z.object({
    refno: z.string(),
    telephoneNo: z.string(),
    packageid: z.string(),
    eligiblePeriod: z.string(),
    eligibleAt: z.number(),
    expiresAt: z.number(),
    redeemedAt: z.number().nullable(),
  }),
);

export const messages = {
  notLinked: "This account is not linked to your profile. Please add the account and try again.",
  notPrepaid: "This number is not a prepaid LTE connection.",
  unknownPackage: "Invalid package. Please select a valid package and try again.",
  badRange: "Invalid date range. The from date must be on or before the to date.",
  offerNotFound: "This offer is not available for your number.",
  offerRedeemed: "You have already redeemed this offer.",
  offerExpired: "This offer has expired.",
};

// ---------------------------------------------------------------------------
// Time in the operator's formats (Sri Lanka time, no zone)

function lk(ms: number) {
  const t = lkParts(ms);
  const p = (n: number) => String(n).padStart(2, "0");
  return {
    date: `${t.y}${p(t.m)}${p(t.d)}`,
    iso: lkDate(ms),
    time: `${p(t.hh)}${p(t.mi)}${p(t.ss)}`,
    month: new Date(Date.UTC(t.y, t.m - 1, 1)).toLocaleString("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }),
  };
}

/** YYYYMMDDHHMMSS */
export const ocsTime = (ms: number) => lk(ms).date + lk(ms).time;
/** YYYYMMDD */
export const ocsDate = (ms: number) => lk(ms).date;
/** YYYY-MM-DD */
export const isoDate = (ms: number) => lk(ms).iso;
/** "October 2024" */
export const monthName = (ms: number) => lk(ms).month;

/** The instant a Sri Lanka calendar day (YYYY-MM-DD) starts. */
export function dayStart(iso: string): number {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return lkInstant(y, m, d);
}

// ---------------------------------------------------------------------------
// Access and look-ups

/** The telephone number if the user linked it, else null. */
export function linkedTelephone(userName: string, number: string): string | null {
  const telephoneNo = toTelephone(number);
  return linkedLines(userName).some((l) => l.telephoneNo === telephoneNo) ? telephoneNo : null;
}

/** The wallet of a prepaid line the user linked, or the errorShow to refuse with. */
export function linkedWallet(userName: string, number: string): WalletRecord | string {
  const telephoneNo = linkedTelephone(userName, number);
  if (!telephoneNo) return messages.notLinked;
  return wallets.findFirst((q) => q.where({ telephoneNo })) ?? messages.notPrepaid;
}

export function findPackage(offeringId: string): { pkg: PrepaidPackageFixture; category: "Main Packages" | "Add-ons" } | null {
  const main = mainPackages.find((p) => p.offeringId === offeringId);
  if (main) return { pkg: main, category: "Main Packages" };
  const addOn = addOns.find((p) => p.offeringId === offeringId);
  return addOn ? { pkg: addOn, category: "Add-ons" } : null;
}

export const centsOf = (lkr: number) => Math.round(lkr * 100);
const round2 = (n: number) => Math.round(n * 100) / 100;

export async function addUnit(
  telephoneNo: string,
  pkg: PrepaidPackageFixture,
  category: "Main Packages" | "Add-ons",
  effectiveAt: number,
  currentGb = pkg.volumeGb,
) {
  return freeUnits.create({
    instanceId: String(nextId("prepaid.freeUnit", 700120001)),
    telephoneNo,
    packageName: pkg.name,
    packageCategory: category,
    offeringId: pkg.offeringId,
    initialGb: pkg.volumeGb,
    currentGb: round2(currentGb),
    effectiveAt,
    expireAt: effectiveAt + pkg.validityDays * DAY_MS,
  });
}

export async function recordRecharge(telephoneNo: string, cents: number, statusCode: string, at: number, txnId: string) {
  return recharges.create({ id: nextId("prepaid.recharge", 5301001), telephoneNo, txnId, cents, statusCode, at });
}

// ---------------------------------------------------------------------------
// Seeding

registerSeeder(async ({ line, template, faker }) => {
  const now = nowMs();
  const { telephoneNo } = line;

  if (template.kind === "prepaid" && template.wallet) {
    const { cents, dormant = false } = template.wallet;
    const statusExpireAt = dormant ? now - faker.number.int({ min: 120, max: 240 }) * DAY_MS : now + faker.number.int({ min: 20, max: 120 }) * DAY_MS;
    await wallets.create({ telephoneNo, cents, dormant, statusExpireAt });

    if (!dormant) {
      const monthly = mainPackages.filter((p) => p.validityDays === 30);
      const main = faker.helpers.arrayElement(monthly);
      // An empty wallet usually goes with a package that is nearly used up.
      const left = cents === 0 ? faker.number.float({ min: 0.02, max: 0.15 }) : faker.number.float({ min: 0.2, max: 0.85 });
      await addUnit(telephoneNo, main, "Main Packages", now - faker.number.int({ min: 3, max: 25 }) * DAY_MS, main.volumeGb * left);
      if (faker.datatype.boolean()) {
        const addOn = faker.helpers.arrayElement(addOns.filter((p) => p.validityDays === 30));
        await addUnit(
          telephoneNo,
          addOn,
          "Add-ons",
          now - faker.number.int({ min: 1, max: 15 }) * DAY_MS,
          addOn.volumeGb * faker.number.float({ min: 0.1, max: 0.95 }),
        );
      }
    }

    // Reloads from before and within the last month, oldest first so ids grow with time.
    const count = faker.number.int({ min: 4, max: 6 });
    const daysAgo = [faker.number.int({ min: 40, max: 80 }), faker.number.int({ min: 1, max: 20 })];
    while (daysAgo.length < count) daysAgo.push(faker.number.int({ min: 2, max: 80 }));
    daysAgo.sort((a, b) => b - a);
    for (const [i, days] of daysAgo.entries()) {
      const at = now - days * DAY_MS - faker.number.int({ min: 0, max: 10 * 3600 }) * 1000;
      const failed = i === 1 || faker.number.float() < 0.2;
      const statusCode = failed ? faker.helpers.arrayElement(failedRechargeCodes) : "1001";
      const amount = centsOf(faker.helpers.arrayElement(reloadAmountsLkr));
      await recordRecharge(telephoneNo, amount, statusCode, at, `RL${ocsTime(at)}${faker.string.numeric(4)}`);
    }
  }

  if (template.kind === "postpaid" && template.bill) {
    const rewards = faker.helpers.arrayElements(timelyPayRewards, { min: 1, max: 3 });
    const billMonth = monthName(now - 30 * DAY_MS);
    for (const reward of rewards) {
      const eligibleAt = now - faker.number.int({ min: 1, max: 10 }) * DAY_MS;
      await timelyPayOffers.create({
        refno: faker.string.numeric({ length: 10, allowLeadingZeros: false }),
        telephoneNo,
        packageid: reward.packageid,
        eligiblePeriod: billMonth,
        eligibleAt,
        expiresAt: eligibleAt + reward.validDays * DAY_MS,
        redeemedAt: null,
      });
    }
  }
});
