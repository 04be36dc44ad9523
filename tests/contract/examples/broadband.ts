/** Sample calls of the postpaid broadband area (run in order; some change the persona's state). */
import * as bb from "#contracts/broadband";
import { DAY_MS, lkDate } from "#contracts/lk";
import { initialBroadbandPassword, voucherCode } from "../../../fixtures/broadband";
import { example, type Example } from "./example";

const postpaid = ["postpaid-fibre", "adsl-throttled", "no-privileges"];
const bySubscriber = ({ subscriberId }: { subscriberId: string }) => ({ subscriberID: subscriberId });
/** A Sri Lanka calendar day, `days` from today. */
const lkDay = (days: number) => lkDate(Date.now() + days * DAY_MS);

export const examples: Example[] = [
  example(bb.usageSummary, postpaid, bySubscriber),
  example(bb.usageSummary, ["prepaid-lte"], bySubscriber, { succeeds: false }),
  example(bb.profile, postpaid, bySubscriber),
  example(bb.profile, ["prepaid-lte"], bySubscriber, { succeeds: false }),
  example(bb.extraGb, postpaid, bySubscriber),
  example(bb.bonusData, postpaid, bySubscriber),
  example(bb.freeData, postpaid, bySubscriber),
  example(bb.dashboardVasBundles, postpaid, bySubscriber),

  example(bb.vasDataBundlePackages, ["postpaid-fibre", "no-privileges"], ({ subscriberId }) => ({ subscriberID: subscriberId, packageName: "ANY BEAT" })),
  example(bb.addVasDataBundle, ["postpaid-fibre"], ({ subscriberId, persona }) => ({
    subscriberID: subscriberId,
    packageId: "P_VB_Q_YT_OT30D_20GB",
    commitUser: persona.userName,
    channel: "SCP",
  })),
  example(
    bb.addVasDataBundle,
    ["no-privileges"],
    ({ subscriberId, persona }) => ({ subscriberID: subscriberId, packageId: "P_VB_Q_YT_OT30D_20GB", commitUser: persona.userName, channel: "SCP" }),
    { succeeds: false },
  ),
  example(bb.addVasDataBundleV2, ["postpaid-fibre"], ({ subscriberId, persona }) => ({
    subscriberID: subscriberId,
    packageId: "P_VB_F_AVR_OT14D_20GB",
    commitUser: persona.userName,
    channel: "SCP",
  })),
  // The success path needs the subscriptionid/timestamp of a live item: see tests/contract/broadband.test.ts.
  example(
    bb.vasBundleUnsubscription,
    ["postpaid-fibre"],
    ({ subscriberId }) => ({ subscriberID: subscriberId, subscriptionid: "P_VB_Q_NONE", timestamp: "1727456438000" }),
    { succeeds: false },
  ),
  example(bb.upgradeLoyalty, ["postpaid-fibre"], bySubscriber),
  example(bb.upgradeLoyalty, ["adsl-throttled"], bySubscriber, { succeeds: false }),

  example(bb.extraGbPackages, ["postpaid-fibre", "adsl-throttled"], ({ subscriberId }) => ({ subscriberID: subscriberId, packageName: "ANY JOY" })),
  example(bb.extraGbPackages, ["no-privileges"], ({ subscriberId }) => ({ subscriberID: subscriberId, packageName: "ANY JOY" }), { succeeds: false }),
  example(bb.purchaseExtraGb, ["adsl-throttled"], ({ subscriberId, persona }) => ({
    subscriberID: subscriberId,
    packageId: "EGB_5",
    commitUse: persona.userName,
    channel: "SCP",
  })),

  example(bb.dataGiftPackages, ["postpaid-fibre", "four-accounts"], bySubscriber),
  // four-accounts: its first line (fibre) gifts to its second (ADSL).
  example(bb.validateDataGiftSub, ["four-accounts"], ({ subscriberId, persona }) => ({
    subscriberID: subscriberId,
    receiver: `94${persona.lines[1]!.telephoneNo.slice(1)}`,
  })),
  example(bb.validateDataGiftSub, ["postpaid-fibre"], ({ subscriberId }) => ({ subscriberID: subscriberId, receiver: subscriberId }), { succeeds: false }),
  example(bb.dataGiftEnroll, ["four-accounts"], ({ subscriberId, persona }) => ({
    subscriberID: subscriberId,
    receiver: `94${persona.lines[1]!.telephoneNo.slice(1)}`,
    packageId: "DGF_2",
    channel: "SCP",
  })),

  example(bb.bbPackages, ["postpaid-fibre"], () => ({ type: "FTTH", package: "ANY JOY" })),
  example(bb.currentBbPackage, ["postpaid-fibre"], () => ({ type: "FTTH", package: "ANY JOY" })),
  example(bb.currentBbPackageV2, ["postpaid-fibre", "adsl-throttled"], () => ({ type: "ADSL", package: "UNLIMITED FAMILY" })),
  // adsl-throttled is always on ANY JOY (the first ADSL package with a quota).
  example(bb.packageChangeRequest, ["adsl-throttled"], ({ subscriberId, persona }) => ({
    subscriberID: subscriberId,
    type: "ADSL",
    name: persona.name,
    nic: "NA",
    contactMobile: "0771234567",
    email: persona.userName,
    exsistingPackage: "ANY JOY",
    newPackage: "ANY BEAT",
    currentMonthlyValue: "3490.00",
    newMonthlyValue: "4990.00",
    changeType: "Upgrade",
  })),

  example(bb.currentDailyUsage, ["postpaid-fibre", "adsl-throttled"], ({ subscriberId }) => ({ subscriberID: subscriberId, billDate: "01" })),
  example(bb.currentDailyUsage, ["postpaid-fibre"], ({ subscriberId }) => ({ subscriberID: subscriberId, billDate: "01", monthIndex: "1" })),
  example(bb.previousDailyUsage, ["postpaid-fibre"], ({ subscriberId }) => ({ subscriberID: subscriberId, billDate: "01", monthIndex: "2" })),
  example(bb.protocolReport, ["postpaid-fibre"], ({ subscriberId }) => ({ subscriberID: subscriberId, date: lkDay(-2) })),
  example(bb.protocolReport, ["no-privileges"], ({ subscriberId }) => ({ subscriberID: subscriberId, date: lkDay(-2) }), { succeeds: false }),
  example(bb.purchaseAdvancedReports, ["no-privileges"], ({ subscriberId, persona }) => ({
    subscriberID: subscriberId,
    reporterPackage: "1",
    activatedBy: persona.userName,
  })),
  example(bb.unsubscribeAdvancedReports, ["postpaid-fibre"], ({ subscriberId, persona }) => ({ subscriberID: subscriberId, activatedBy: persona.userName })),

  example(bb.changeBbPassword, ["postpaid-fibre"], ({ subscriberId, line }) => ({
    subscriberID: subscriberId,
    currentpass: initialBroadbandPassword(line!.telephoneNo),
    newpass: "Kandy#2024",
  })),
  example(bb.updateContact, ["postpaid-fibre"], ({ subscriberId, persona }) => ({
    subscriberID: subscriberId,
    fillname: persona.name,
    email: "nimal.perera@gmail.com",
    phone: "0771234567",
  })),
  example(bb.purchaseHistory, ["postpaid-fibre", "adsl-throttled"], ({ subscriberId }) => ({
    historyFrom: lkDay(-30),
    historyTo: lkDay(0),
    subscriberID: subscriberId,
  })),
  example(bb.redeemVoucher, ["postpaid-fibre"], ({ subscriberId }) => ({ subscriberID: subscriberId, voucherid: voucherCode(900001), channel: "SCP" })),
  // Fails on 31 December only: Happy Day is limited to the current year.
  // On 31 December no later day is left in the year, so the operator refuses every date.
  example(
    bb.happyDay,
    ["postpaid-fibre"],
    ({ subscriberId, persona }) => ({ subscriberID: subscriberId, happydate: lkDay(1), channel: "SCP", commituser: persona.userName }),
    {
      succeeds: lkDay(1).slice(0, 4) === lkDay(0).slice(0, 4),
    },
  ),
];
