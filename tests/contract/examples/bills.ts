import * as bills from "#contracts/bills";
import { lkParts } from "#contracts/lk";
import { example } from "./example";

const postpaid = ["postpaid-fibre", "bill-popup", "outstanding", "adsl-throttled", "tv-only"];
const account = ({ line }: { line?: { telephoneNo: string; accountNo: string } }) => ({
  telephoneNo: line?.telephoneNo ?? "",
  accountNo: line?.accountNo ?? "",
});
const tp = ({ line }: { line?: { telephoneNo: string; accountNo: string } }) => ({
  tpNo: line?.telephoneNo ?? "",
  accountNo: line?.accountNo ?? "",
});
/** The newest bill date ("MM/DD/YYYY") of a persona's history: the last day of the previous month, Sri Lanka time. */
function lastBillMonth() {
  const now = lkParts(Date.now());
  const end = new Date(Date.UTC(now.y, now.m - 1, 0));
  return `${String(end.getUTCMonth() + 1).padStart(2, "0")}/${String(end.getUTCDate()).padStart(2, "0")}/${end.getUTCFullYear()}`;
}

export const examples = [
  example(bills.billHistory, postpaid, account),
  example(bills.billHistory, ["prepaid-lte", "no-accounts"], account, { succeeds: false }),
  example(bills.billingInquiry, postpaid, account),
  example(bills.billingInquiry, ["prepaid-lte"], account, { succeeds: false }),
  example(bills.billStatus, postpaid, tp),
  example(bills.billDownload, ["postpaid-fibre", "outstanding"], (ctx) => ({ ...tp(ctx), eContact: "", ebillMonth: lastBillMonth() })),
  // Printed bills (code 01) have no PDF.
  example(bills.billDownload, ["bill-popup"], (ctx) => ({ ...tp(ctx), eContact: "", ebillMonth: lastBillMonth() }), { succeeds: false }),
  example(bills.eBillResend, ["postpaid-fibre"], (ctx) => ({ ...tp(ctx), eContact: ctx.persona.userName, ebillMonth: lastBillMonth() })),
  example(bills.smartBillRegistration, ["tv-only"], (ctx) => ({ ...tp(ctx), econtact: "", billCode: "23" })),
  example(bills.otpEBillAuth, ["postpaid-fibre"], () => ({ econtact: "someone@example.com", otpCode: "000000" }), { succeeds: false }),
  example(bills.eBillStatus, postpaid, tp),
  example(bills.smsServiceStatus, postpaid, tp),
  example(bills.eBillCheckUserExist, postpaid, tp),
  // Registered already (userexist Y): an update needs no OTP.
  example(bills.eBillRegistration, ["postpaid-fibre"], ({ line, persona }) => ({
    accountNumber: line?.accountNo ?? "",
    eventSource: line?.telephoneNo ?? "",
    newEmailAddress: persona.userName,
    newContactNumber: "0771234567",
    isEnableSms: "Y",
    isAlreadyRegistered: "Y",
    isPrestigeCustomer: "N",
  })),
  // Not registered (userexist N): the new email must be verified with an OTP first.
  example(
    bills.eBillRegistration,
    ["bill-popup"],
    ({ line }) => ({
      accountNumber: line?.accountNo ?? "",
      eventSource: line?.telephoneNo ?? "",
      newEmailAddress: "unverified@example.com",
      isAlreadyRegistered: "N",
    }),
    { succeeds: false },
  ),
  example(bills.payBill, ["postpaid-fibre", "outstanding"], ({ line }) => ({
    EventSource: line?.telephoneNo ?? "",
    vpc_Amount: "1500.00",
    returnUrl: "http://localhost:3000/bill/0",
  })),
  example(bills.payNow, ["postpaid-fibre"], ({ line, subscriberId, persona }) => ({
    ContactNumber: line?.telephoneNo ?? "",
    CustEmail: persona.userName,
    subscriberID: subscriberId,
    prepaidID: "PAR",
    receiver: subscriberId,
    packageId: "1",
    channel: "SLTPRE",
    commitUser: "OmniAPP",
    reporterPackage: "1",
    activatedBy: subscriberId,
    callbackURLSLT: "http://localhost:3000/boardBand/summary",
  })),
];
