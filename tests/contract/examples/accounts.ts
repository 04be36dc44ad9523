/**
 * Sample calls of the accounts area. Order matters: examples share one instance per persona, so
 * every link added here is removed again before the other areas' examples run.
 */
import * as accounts from "#contracts/accounts";
import { initialBroadbandPassword } from "../../../fixtures/broadband";
import { example, type Example } from "./example";

export const examples: Example[] = [
  example(accounts.accountDetail, ["postpaid-fibre", "prepaid-lte", "no-accounts", "four-accounts"], ({ persona }) => ({ username: persona.userName })),
  example(accounts.serviceDetail, ["postpaid-fibre", "prepaid-lte", "adsl-throttled", "four-accounts"], ({ line }) => ({ telephoneNo: line!.telephoneNo })),
  // Its line exists but is not linked yet.
  example(accounts.serviceDetail, ["no-accounts"], ({ line }) => ({ telephoneNo: line!.telephoneNo }), { succeeds: false }),

  example(accounts.addAccount, ["no-accounts"], ({ persona, line }) => ({ accountNo: line!.accountNo, TelephoneNo: line!.telephoneNo, nic: persona.nic })),
  example(accounts.removeAccount, ["no-accounts"], ({ line }) => ({ accountNo: line!.accountNo, telephoneNo: line!.telephoneNo })),
  example(accounts.vasAccount, ["no-accounts"], ({ line, subscriberId }) => ({
    vasusername: subscriberId,
    userkey: initialBroadbandPassword(line!.telephoneNo),
  })),
  example(accounts.removeAccount, ["no-accounts"], ({ line }) => ({ accountNo: line!.accountNo, telephoneNo: line!.telephoneNo })),
  // Already linked (and at the maximum of four).
  example(accounts.addAccount, ["four-accounts"], ({ persona, line }) => ({ accountNo: line!.accountNo, TelephoneNo: line!.telephoneNo, nic: persona.nic }), {
    succeeds: false,
  }),

  example(accounts.removeAccount, ["prepaid-lte"], ({ line }) => ({ accountNo: line!.accountNo, telephoneNo: line!.telephoneNo })),
  example(accounts.addAccountLte, ["prepaid-lte"], ({ persona, line }) => ({ TelephoneNo: line!.telephoneNo, nic: persona.nic })),

  example(accounts.popupMessageBanner, ["postpaid-fibre", "bill-popup"], ({ subscriberId }) => ({ subscriberID: subscriberId })),
  example(accounts.lteDetail, ["prepaid-lte"], ({ subscriberId }) => ({ LTESLTNumber: subscriberId })),
  example(accounts.lteDetail, ["postpaid-fibre"], ({ subscriberId }) => ({ LTESLTNumber: subscriberId }), { succeeds: false }),
];
