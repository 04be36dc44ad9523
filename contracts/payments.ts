/**
 * Payment providers: the prepaid reload gateway (server calls /Payment and /PaymentVerify, and
 * its hosted card page) and the hosted payment page of the online-sales cart. The reload
 * gateway answers bare bodies, not the operator's envelope.
 */
import { z } from "zod";
import { defineContract, flag, htmlPage, type Contract } from "./core";

const optStr = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === "" ? null : String(v)));

const amount = z
  .string()
  .trim()
  .regex(/^\d+(\.\d{1,2})?$/);
const returnUrl = z.string().url().optional();

export const reloadPayment = defineContract({
  name: "payments.reloadPayment",
  summary: "Open a reload at the card gateway (Status Pending); answers its ReferenceNo and Hash.",
  method: "POST",
  service: "reload",
  path: "Payment",
  auth: "none",
  request: z.object({
    Amount: amount,
    ContactNo: z.string().trim().default(""),
    Email: z.string().trim().default(""),
    Status: z.literal("Pending"),
    APIKey: z.string().min(1),
    customerName: z.string().trim().default(""),
    TelephoneNo: z.string().trim().min(1),
  }),
  response: z.looseObject({ isSuccess: flag, ReferenceNo: optStr, Hash: optStr, Message: optStr.optional() }),
});

export const reloadVerify = defineContract({
  name: "payments.reloadVerify",
  summary: "Result of a reload after the card page: ReloadStatus 1001 is success, anything else failed.",
  method: "POST",
  service: "reload",
  path: "PaymentVerify",
  auth: "none",
  request: z.object({ ReferenceNo: z.string().trim().min(1), APIKey: z.string().min(1) }),
  response: z.looseObject({ isSuccess: flag, ReloadStatus: optStr, Message: optStr.optional() }),
});

export const reloadCardPage = defineContract({
  name: "payments.reloadCardPage",
  summary: "The gateway's hosted card page for a reload (browser form post); returns to returnUrl with ReferenceNo and status.",
  method: "POST",
  service: "reload",
  path: "CardPayment",
  auth: "none",
  browserForm: true,
  answer: "html",
  assumed: true,
  request: z.object({ ReferenceNo: z.string().trim().min(1), returnUrl }),
  response: htmlPage,
});

export const salesPaymentPage = defineContract({
  name: "payments.salesPaymentPage",
  summary: "Hosted payment page of the online-sales cart (browser form post); returns to returnUrl with orderId and status '1' or '0'.",
  method: "POST",
  service: "salespay",
  path: "OnlinePayment/Checkout",
  auth: "none",
  browserForm: true,
  answer: "html",
  assumed: true,
  request: z.object({
    ContactNumber: z.string().trim().default(""),
    CustEmail: z.string().trim().default(""),
    channel: z.enum(["LTE", "FTTH", "FTTX"]),
    AmountPay: amount,
    orderRefNo: z.string().trim().min(1),
    NIC: z.string().trim().default(""),
    PassportNo: z.string().trim().default(""),
    returnUrl,
  }),
  response: htmlPage,
});

export const paymentsContracts: Contract[] = [reloadPayment, reloadVerify, reloadCardPage, salesPaymentPage];
