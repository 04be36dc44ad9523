/** Total payable, bill history, bill method (smart bill), bill download and resend. */
import * as bills from "#contracts/bills";
import { billModes, DUE_DAYS, EMAIL_BILL, eBillCodes } from "../../../fixtures/bills";
import { fail, implement, ok } from "../../implement";
import { findLine, send } from "../../store";
import { linkedLine, messages, specOf } from "./access";
import { addDays, isoDate, monthKey, money, rupees, slashDate, usDate, viewMonth } from "./format";
import { pdfDocument } from "./pdf";
import { billAccountOf, billAccounts, type Bill, type BillAccount } from "./state";
import { isEmail } from "../profile/contacts";

export const billMessages = {
  noBill: "No bill found for the selected month.",
  notAvailable: "The eBill for the selected month is not available. Please change your bill method to eBill.",
  noEmail: "Please register for eBill to receive your bill by email.",
  pickMode: "Please Select Bill type",
  emailEmpty: "E-Mail cannot be empty",
  email: "Enter valid email",
  changed: "Your bill method changed successfully.",
  locked: "You do not have permission to change the bill method",
};

/** The bill account of a line the user linked, or the failure envelope to answer. */
export function accountFor(userName: string, telephoneNo: string, accountNo: string): BillAccount | ReturnType<typeof fail> {
  const line = linkedLine(userName, telephoneNo, accountNo);
  if (!line) return fail(messages.notLinked);
  return billAccountOf(line.telephoneNo) ?? fail(messages.prepaid);
}
export const isFailure = (v: unknown): v is ReturnType<typeof fail> => typeof v === "object" && v !== null && "isSuccess" in v;

/** Lines whose template says the operator offers no other bill method. */
function methodsLocked(telephoneNo: string): boolean {
  const line = findLine(telephoneNo);
  return Boolean(line && specOf(line).bill?.methodsLocked);
}

const modeName = (code: string) => billModes.find((m) => m.bill_code === code)?.bill_code_desc ?? "Bill";

function billOf(account: BillAccount, ebillMonth: string): Bill | undefined {
  const key = monthKey(ebillMonth);
  return key ? account.history.find((b) => b.billDate.startsWith(key)) : undefined;
}

function billPdf(account: BillAccount, bill: Bill): string {
  return pdfDocument("Telephone bill", [
    `Bill for ${viewMonth(bill.billDate)}`,
    "",
    `Account number: ${account.accountNo}`,
    `Telephone number: ${account.telephoneNo}`,
    `Bill date: ${slashDate(bill.billDate)}`,
    `Payment due by: ${slashDate(addDays(bill.billDate, DUE_DAYS))}`,
    "",
    `Charges this month: ${rupees(bill.billValue)}`,
    `Payments received: ${rupees(bill.payments)}`,
    `Total outstanding: ${rupees(bill.outstanding)}`,
    "",
    `Bill method: ${modeName(bill.billCode)}`,
    "Pay online, at any post office or call 1212 for help.",
  ]).toString("base64");
}

export const billImplementations = [
  implement(bills.billHistory, ({ input, me }) => {
    const account = accountFor(me.userName, input.telephoneNo, input.accountNo);
    if (isFailure(account)) return account;
    return ok({
      listofBillHistoryDetail: account.history.map((b) => ({
        billMonth: usDate(b.billDate),
        billViewMonth: viewMonth(b.billDate),
        billValue: money(b.billValue),
        payments: money(b.payments),
        outstanding: money(b.outstanding),
        billCode: b.billCode,
        eBillAvailability: eBillCodes.includes(b.billCode) ? ("Y" as const) : ("N" as const),
      })),
    });
  }),

  implement(bills.billingInquiry, ({ input, me }) => {
    const account = accountFor(me.userName, input.telephoneNo, input.accountNo);
    if (isFailure(account)) return account;
    const latest = account.history[0];
    return ok({
      listofbillingInquiryType: [
        {
          outstandingBalance: money(account.outstanding),
          billAmount: money(latest?.billValue ?? 0),
          lastBillDate: latest ? slashDate(latest.billDate) : "",
          paymentDueDate: latest ? slashDate(addDays(latest.billDate, DUE_DAYS)) : "",
          lastPaymentDate: account.lastPaymentAt === null ? "1970/01/01" : slashDate(isoDate(account.lastPaymentAt)),
          lastPaymentAmount: money(account.lastPaymentAmount),
        },
      ],
    });
  }),

  implement(bills.billStatus, ({ input, me }) => {
    const account = accountFor(me.userName, input.tpNo, input.accountNo);
    if (isFailure(account)) return account;
    return ok({
      bill_code: account.billCode,
      bill_code_desc: modeName(account.billCode),
      possiblebillmodelist: methodsLocked(input.tpNo) ? [] : billModes.map((m) => ({ ...m })),
      email: account.email || null,
    });
  }),

  implement(bills.billDownload, ({ input, me }) => {
    const account = accountFor(me.userName, input.tpNo, input.accountNo);
    if (isFailure(account)) return account;
    const bill = billOf(account, input.ebillMonth);
    if (!bill) return fail(billMessages.noBill);
    if (!eBillCodes.includes(bill.billCode)) return fail(billMessages.notAvailable);
    return ok(billPdf(account, bill));
  }),

  implement(bills.eBillResend, async ({ input, me }) => {
    const account = accountFor(me.userName, input.tpNo, input.accountNo);
    if (isFailure(account)) return account;
    if (!isEmail(input.eContact)) return fail(billMessages.noEmail);
    const bill = billOf(account, input.ebillMonth);
    if (!bill) return fail(billMessages.noBill);
    await send(
      "email",
      input.eContact.trim(),
      `Your bill for ${viewMonth(bill.billDate)} (${account.telephoneNo})`,
      `Dear customer, please find your bill for ${viewMonth(bill.billDate)} attached. Charges ${rupees(bill.billValue)}, total outstanding ${rupees(bill.outstanding)}.`,
    );
    return ok(`Your bill has been sent to ${input.eContact.trim()}`);
  }),

  implement(bills.smartBillRegistration, async ({ input, me }) => {
    const account = accountFor(me.userName, input.tpNo, input.accountNo);
    if (isFailure(account)) return account;
    // The operator answers rule failures inside a nested envelope.
    const refuse = (errorShow: string) => ok({ isSuccess: false, errorShow });
    if (methodsLocked(input.tpNo)) return refuse(billMessages.locked);
    if (!billModes.some((m) => m.bill_code === input.billCode)) return refuse(billMessages.pickMode);
    const email = input.econtact.trim();
    if (input.billCode === EMAIL_BILL) {
      if (!email) return refuse(billMessages.emailEmpty);
      if (!isEmail(email)) return refuse(billMessages.email);
    }
    await billAccounts.update(account, {
      data(a) {
        a.billCode = input.billCode;
        if (input.billCode === EMAIL_BILL) a.email = email.toLowerCase();
      },
    });
    return ok({ isSuccess: true, errorShow: null, message: billMessages.changed });
  }),
];
