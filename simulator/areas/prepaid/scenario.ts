/**
 * A scenario's prepaid overrides (wallet, packages, reloads) applied to a prepaid LTE line after the
 * seeder made it, and the line written back as overrides when a user's state is saved.
 */
import { DAY_MS } from "../../../contracts/lk";
import type { LineOverride } from "../../scenarios/schema";
import { instantOf } from "../../scenarios/schema";
import { nowMs } from "../../world";
import { addUnit, centsOf, findPackage, freeUnits, monthName, recharges, recordRecharge, ocsTime, timelyPayOffers, wallets } from "./state";
import { mainPackages, addOns } from "../../../fixtures/prepaid";

type PrepaidOverride = Pick<LineOverride, "wallet" | "packages" | "reloads">;
type TimelyPay = NonNullable<LineOverride["timelyPay"]>;
const iso = (ms: number) => new Date(ms).toISOString();

export async function applyPrepaidOverride(telephoneNo: string, o: PrepaidOverride): Promise<void> {
  const wallet = wallets.findFirst((q) => q.where({ telephoneNo }));
  if (!wallet) return;
  const now = nowMs();
  if (o.wallet) {
    const w = o.wallet;
    await wallets.update(wallet, {
      data(r) {
        if (w.balance !== undefined) r.cents = centsOf(w.balance);
        if (w.status) {
          const dormant = w.status === "dormant";
          if (dormant !== r.dormant) r.statusExpireAt = dormant ? now - 180 * DAY_MS : now + 60 * DAY_MS;
          r.dormant = dormant;
        }
        if (w.statusExpires) r.statusExpireAt = instantOf(w.statusExpires, now);
      },
    });
  }
  if (o.packages) {
    freeUnits.deleteMany((q) => q.where({ telephoneNo }));
    for (const p of o.packages) {
      const pkg = [...mainPackages, ...addOns].find((f) => f.name === p.package)!;
      const found = findPackage(pkg.offeringId)!;
      const starts = p.starts ? instantOf(p.starts, now) : now;
      const unit = await addUnit(telephoneNo, pkg, found.category, starts, p.leftGB ?? pkg.volumeGb);
      if (p.expires) {
        await freeUnits.update(unit, {
          data(u) {
            u.expireAt = instantOf(p.expires!, now);
          },
        });
      }
    }
  }
  if (o.reloads) {
    recharges.deleteMany((q) => q.where({ telephoneNo }));
    const ordered = o.reloads.map((r) => ({ ...r, ms: instantOf(r.at, now) })).sort((a, b) => a.ms - b.ms);
    for (const [i, r] of ordered.entries())
      await recordRecharge(telephoneNo, centsOf(r.amount), r.status, r.ms, r.reference ?? `RL${ocsTime(r.ms)}${String(i).padStart(4, "0")}`);
  }
}

/** The prepaid line as overrides that make it again. */
export function prepaidOverrideOf(telephoneNo: string): PrepaidOverride | undefined {
  const wallet = wallets.findFirst((q) => q.where({ telephoneNo }));
  if (!wallet) return undefined;
  return {
    wallet: { balance: wallet.cents / 100, status: wallet.dormant ? "dormant" : "active", statusExpires: iso(wallet.statusExpireAt) },
    packages: freeUnits
      .findMany((q) => q.where({ telephoneNo }))
      .map((u) => ({
        package: u.packageName as NonNullable<LineOverride["packages"]>[number]["package"],
        leftGB: u.currentGb,
        starts: iso(u.effectiveAt),
        expires: iso(u.expireAt),
      })),
    reloads: recharges
      .findMany((q) => q.where({ telephoneNo }))
      .sort((a, b) => a.at - b.at)
      .map((r) => ({ at: iso(r.at), amount: r.cents / 100, status: r.statusCode, reference: r.txnId })),
  };
}

/** A postpaid line's timely-pay offers, replacing the generated ones. */
export async function applyTimelyPay(telephoneNo: string, offers: TimelyPay): Promise<void> {
  const now = nowMs();
  timelyPayOffers.deleteMany((q) => q.where({ telephoneNo }));
  for (const [i, o] of offers.entries()) {
    await timelyPayOffers.create({
      refno: o.reference ?? `${telephoneNo.slice(-6)}${String(i + 1).padStart(4, "0")}`,
      telephoneNo,
      packageid: o.package,
      eligiblePeriod: o.period || monthName(now),
      eligibleAt: instantOf(o.eligible, now),
      expiresAt: instantOf(o.expires, now),
      redeemedAt: o.redeemed === null ? null : instantOf(o.redeemed, now),
    });
  }
}

/** A line's timely-pay offers as a scenario writes them (undefined: none). */
export function timelyPayOf(telephoneNo: string): TimelyPay | undefined {
  const offers = timelyPayOffers.findMany((q) => q.where({ telephoneNo }));
  if (!offers.length) return undefined;
  return offers.map((o) => ({
    package: o.packageid as TimelyPay[number]["package"],
    period: o.eligiblePeriod,
    eligible: iso(o.eligibleAt),
    expires: iso(o.expiresAt),
    redeemed: o.redeemedAt === null ? null : iso(o.redeemedAt),
    reference: o.refno,
  }));
}
