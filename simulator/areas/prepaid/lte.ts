/** Prepaid LTE: wallet, status, data units, packages, activation paid from the wallet, reloads. */
import * as prepaid from "#contracts/prepaid";
import { addOns, mainPackages } from "../../../fixtures/prepaid";
import { fail, implement, ok } from "../../implement";
import { DAY_MS, toSubscriberId } from "../../../contracts/lk";
import { nowMs } from "../../world";
import { addUnit, centsOf, dayStart, findPackage, freeUnits, linkedWallet, messages, ocsDate, ocsTime, recharges, recordRecharge, wallets } from "./state";

export const lteImplementations = [
  implement(prepaid.walletDetail, ({ input, me }) => {
    const wallet = linkedWallet(me.userName, input.LTESLTNumber);
    if (typeof wallet === "string") return fail(wallet);
    const cents = String(wallet.cents);
    return ok([
      {
        balanceType: "C_MAIN_ACCOUNT",
        balanceTypeName: "Main Balance",
        totalAmount: cents,
        reservedAmount: "0",
        depositFlag: "N",
        refundFlag: "N",
        currencyId: "1061",
        balanceDetail: [
          {
            instanceId: `9${wallet.telephoneNo.slice(1)}01`,
            amount: wallet.cents,
            initialAmount: wallet.cents,
            effectiveTime: "20200101000000",
            expireTime: "20371231235959",
            originalType: "1",
            originalId: wallet.telephoneNo,
          },
        ],
      },
    ]);
  }),

  implement(prepaid.subscriberStatus, ({ input, me }) => {
    const wallet = linkedWallet(me.userName, input.LTESLTNumber);
    if (typeof wallet === "string") return fail(wallet);
    return ok({ statusName: wallet.dormant ? "Pool" : "Active", statusExpireTime: ocsDate(wallet.statusExpireAt) });
  }),

  implement(prepaid.freeUnitDetail, ({ input, me }) => {
    const wallet = linkedWallet(me.userName, input.LTESLTNumber);
    if (typeof wallet === "string") return fail(wallet);
    const now = nowMs();
    const units = freeUnits
      .findMany((q) => q.where({ telephoneNo: wallet.telephoneNo }))
      .filter((u) => u.expireAt > now)
      .sort((a, b) => b.effectiveAt - a.effectiveAt);
    return ok({
      listofFreeUnit: units.map((u) => ({
        freeUnitInstanceId: u.instanceId,
        packageName: u.packageName,
        packageCategory: u.packageCategory,
        currentAmount: u.currentGb.toFixed(2),
        initialAmount: u.initialGb.toFixed(2),
        measureUnit: "GB",
        effectiveTime: ocsTime(u.effectiveAt),
        expireTime: ocsTime(u.expireAt),
      })),
    });
  }),

  implement(prepaid.packageList, ({ input }) => {
    const main = input.packageType === "Main Packages";
    const list = main ? mainPackages : addOns;
    return ok({
      data: list.map((p) => ({
        // The operator names main packages MYSLT_PKG_NAME and add-ons ADDON_NAME.
        ...(main ? { MYSLT_PKG_NAME: p.name } : { ADDON_NAME: p.name }),
        DATA_VOLUME_GB: String(p.volumeGb),
        PRICE_LKR_WITH_TAX: p.priceLkr,
        VALIDITY: p.validityDays,
        OFFERING_NAME: p.offeringName,
        OFFERING_ID: p.offeringId,
      })),
    });
  }),

  implement(prepaid.addOffer, async ({ input, me }) => {
    const wallet = linkedWallet(me.userName, input.LTESLTNumber);
    if (typeof wallet === "string") return fail(wallet);
    const found = findPackage(input.productId);
    if (!found) return fail(messages.unknownPackage);
    if (wallet.dormant) return fail(prepaid.prepaidMessages.dormant);
    const price = centsOf(found.pkg.priceLkr);
    if (wallet.cents < price) return fail(prepaid.prepaidMessages.insufficient, { errorCode: "INSUFFICIENT_BALANCE" });
    await wallets.update(wallet, {
      data(w) {
        w.cents -= price;
      },
    });
    await addUnit(wallet.telephoneNo, found.pkg, found.category, nowMs());
    return ok({ finalStatus: "success", dataOcsresultDesc: "Operation successfully." });
  }),

  implement(prepaid.rechargeHistory, ({ input, me }) => {
    const wallet = linkedWallet(me.userName, input.LTESLTNumber);
    if (typeof wallet === "string") return fail(wallet);
    const from = dayStart(input.fromDate);
    const to = dayStart(input.toDate) + DAY_MS - 1;
    if (from > to) return fail(messages.badRange);
    const rows = recharges
      .findMany((q) => q.where({ telephoneNo: wallet.telephoneNo }))
      .filter((r) => r.at >= from && r.at <= to)
      .sort((a, b) => a.id - b.id);
    return ok(
      rows.map((r) => ({
        id: String(r.id),
        subscriberNo: toSubscriberId(r.telephoneNo),
        txnId: r.txnId,
        txnAmount: String(r.cents),
        txnTime: ocsTime(r.at),
        statusCode: r.statusCode,
      })),
    );
  }),
];

/**
 * A reload reported by the card gateway (called by the payments area). Status '1001' credits
 * the wallet; any other status records a failed reload without credit. A reference already
 * recorded is ignored, so verifying the same payment twice never credits twice.
 */
export async function creditWallet(telephoneNo: string, cents: number, statusCode: string, reference?: string): Promise<void> {
  const at = nowMs();
  const txnId = reference ?? `RL${ocsTime(at)}${String(cents % 10000).padStart(4, "0")}`;
  if (reference && recharges.findFirst((q) => q.where({ telephoneNo, txnId: reference }))) return;
  await recordRecharge(telephoneNo, cents, statusCode, at, txnId);
  if (statusCode !== "1001") return;
  const wallet = wallets.findFirst((q) => q.where({ telephoneNo }));
  if (!wallet) return;
  await wallets.update(wallet, {
    data(w) {
      w.cents += cents;
    },
  });
}
