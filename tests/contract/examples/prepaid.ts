import * as prepaid from "#contracts/prepaid";
import { DAY_MS, lkDate } from "#contracts/lk";
import { example } from "./example";

const prepaidPersonas = ["prepaid-lte", "prepaid-dormant", "prepaid-empty"];
/** The Sri Lanka date some days ago: the operator reads dates as local days. */
const isoDay = (daysAgo: number) => lkDate(Date.now() - daysAgo * DAY_MS);

export const examples = [
  example(prepaid.walletDetail, prepaidPersonas, ({ line }) => ({ LTESLTNumber: line!.telephoneNo })),
  // A postpaid line has no prepaid wallet.
  example(prepaid.walletDetail, ["postpaid-fibre"], ({ line }) => ({ LTESLTNumber: line!.telephoneNo }), { succeeds: false }),
  example(prepaid.subscriberStatus, prepaidPersonas, ({ subscriberId }) => ({ LTESLTNumber: subscriberId })),
  example(prepaid.freeUnitDetail, prepaidPersonas, ({ line }) => ({ LTESLTNumber: line!.telephoneNo, OperationType: "QUERY_FREE_UNITS" })),
  example(prepaid.packageList, ["prepaid-lte"], () => ({ packageType: "Main Packages" })),
  example(prepaid.packageList, ["prepaid-lte", "prepaid-empty"], () => ({ packageType: "Add-ons" })),
  // Anytime 8GB, Rs 499: covered by Rs 1,250.00.
  example(prepaid.addOffer, ["prepaid-lte"], ({ line }) => ({
    LTESLTNumber: line!.telephoneNo,
    productId: "610010208",
    offerName: "LTE_PRE_ANYTIME_8GB",
    operationType: "ADD_OFFERING",
    channelName: "MY_SLT",
    ChannelSeq: "3",
  })),
  // Empty wallet: insufficient balance; dormant line: refused.
  example(
    prepaid.addOffer,
    ["prepaid-empty", "prepaid-dormant"],
    ({ line }) => ({ LTESLTNumber: line!.telephoneNo, productId: "610010105", offerName: "LTE_PRE_WEEKLY_5GB" }),
    { succeeds: false },
  ),
  example(prepaid.rechargeHistory, ["prepaid-lte", "prepaid-dormant"], ({ line }) => ({
    LTESLTNumber: line!.telephoneNo,
    fromDate: isoDay(31),
    toDate: isoDay(0),
  })),
  example(prepaid.timelyPayOffers, ["postpaid-fibre", "prepaid-lte"], ({ line }) => ({ telephoneno: line!.telephoneNo })),
  // The redeem flow with a real reference is covered by tests/contract/prepaid.test.ts.
  example(prepaid.timelyPayActivation, ["postpaid-fibre"], ({ line }) => ({ telephoneno: line!.telephoneNo, packageid: "1021", refrenceNo: "0000000000" }), {
    succeeds: false,
  }),
];
