import * as payments from "#contracts/payments";
import { example } from "./example";

export const examples = [
  example(payments.reloadPayment, ["prepaid-lte"], ({ persona, line }) => ({
    Amount: "500",
    ContactNo: persona.userName,
    Email: "",
    Status: "Pending",
    APIKey: "sim-reload-key",
    customerName: persona.name,
    TelephoneNo: line?.telephoneNo ?? "",
  })),
  example(
    payments.reloadPayment,
    ["postpaid-fibre"],
    ({ persona, line }) => ({
      Amount: "500",
      Status: "Pending",
      APIKey: "sim-reload-key",
      customerName: persona.name,
      TelephoneNo: line?.telephoneNo ?? "",
    }),
    { succeeds: false },
  ),
  // A payment has to be opened first: tests/contract/payments.test.ts covers the verified flows.
  example(payments.reloadVerify, ["prepaid-lte"], () => ({ ReferenceNo: "RLD000000000000", APIKey: "sim-reload-key" }), { succeeds: false }),
  example(payments.reloadCardPage, ["prepaid-lte"], () => ({ ReferenceNo: "RLD000000000000", returnUrl: "http://localhost:3000/prepaid/reload" })),
  example(payments.salesPaymentPage, ["postpaid-fibre", "prepaid-lte"], ({ persona }) => ({
    ContactNumber: "0771234567",
    CustEmail: persona.userName,
    channel: "FTTH",
    AmountPay: "10000",
    orderRefNo: "FTTH24999999",
    NIC: persona.nic,
    PassportNo: "",
    returnUrl: "http://localhost:3000/fttx/result",
  })),
];
