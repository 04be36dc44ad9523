/** Bill accounts of postpaid lines: balance, last payment, bill method, eBill registration and bill history. */
import { z } from "zod";
import type { Faker } from "@faker-js/faker";
import { defineCollection, digits } from "../../world";
import { registerSeeder, type SeedContext } from "../../personas";
import { eBillCodes, monthlyRental, VAT_RATE } from "../../../fixtures/bills";
import { addDays, monthEnd, noonOf, round2 } from "./format";
import { nowMs } from "../../world";

const bill = z.object({
  /** Bill date, "YYYY-MM-DD" (the last day of the billed month). */
  billDate: z.string(),
  billValue: z.number(),
  /** Paid between the previous bill and this one. */
  payments: z.number(),
  /** Balance after this bill. */
  outstanding: z.number(),
  /** The bill method when the bill was issued: its PDF exists for 02 and 23. */
  billCode: z.string(),
});
export type Bill = z.infer<typeof bill>;

export const billAccounts = defineCollection(
  "bills.accounts",
  z.object({
    telephoneNo: z.string(),
    accountNo: z.string(),
    outstanding: z.number(),
    lastPaymentAt: z.number().nullable(),
    lastPaymentAmount: z.number(),
    billCode: z.string(),
    /** eBill email; "" when not registered for eBill. */
    email: z.string(),
    /** Mobile for bill SMS alerts. */
    smsMobile: z.string(),
    smsEnabled: z.boolean(),
    prestige: z.boolean(),
    /** Newest first. */
    history: z.array(bill),
  }),
);
export type BillAccount = ReturnType<typeof billAccounts.all>[number];

export function billAccountOf(telephoneNo: string): BillAccount | undefined {
  return billAccounts.findFirst((q) => q.where({ telephoneNo })) ?? undefined;
}

/** A Sri Lankan mobile number, deterministic for a subject. */
export function mobileFor(subject: string): string {
  const d = digits(`mobile:${subject}`, 8);
  return `07${"01245678"[Number(d[0]) % 8]}${d.slice(1)}`;
}

function emailFor(name: string, faker: Faker): string {
  const [first = "customer", last = "lk"] = name
    .toLowerCase()
    .replace(/[^a-z ]/g, "")
    .split(" ");
  return `${first}.${last}${faker.number.int({ min: 1, max: 99 })}@${faker.helpers.arrayElement(["gmail.com", "yahoo.com", "sltnet.lk"])}`;
}

/** What the line costs a month with tax, from the services it has. */
function monthlyCharge({ template }: SeedContext): number {
  const medium = template.broadband?.medium;
  const before = (medium ? monthlyRental[medium] : 0) + (template.peoTv ? monthlyRental.peoTv : 0) + (template.voice ? monthlyRental.voice : 0);
  return Math.max(before, monthlyRental.voice) * (1 + VAT_RATE);
}

/**
 * Bills of the last 6 to 12 months whose newest balance is the persona's outstanding amount.
 * Worked backwards: while the balance exceeds a bill the customer had not paid; otherwise they had
 * paid the previous balance in full.
 */
function billHistory(ctx: SeedContext, target: number, billCode: string): Bill[] {
  const { faker } = ctx;
  const months = faker.number.int({ min: 6, max: 12 });
  const base = monthlyCharge(ctx);
  const values = Array.from({ length: months + 1 }, () => round2(base * faker.number.float({ min: 0.9, max: 1.15 })));
  if (target > 0 && target <= base * 1.6) values[0] = target;
  const out: Bill[] = [];
  let balance = target;
  for (let i = 0; i < months; i++) {
    const value = values[i]!;
    let previous: number;
    let payments: number;
    if (balance > value) {
      payments = 0;
      previous = round2(balance - value);
    } else {
      previous = values[i + 1]!;
      payments = round2(previous + value - balance);
    }
    out.push({ billDate: monthEnd(nowMs(), i + 1), billValue: value, payments, outstanding: balance, billCode });
    balance = previous;
  }
  return out;
}

registerSeeder(async (ctx) => {
  const { line, template, user, faker } = ctx;
  if (line.promotionType !== "Postpaid") return;
  const billCode = template.bill?.statusCode ?? "02";
  const outstanding = round2(template.bill?.outstanding ?? 0);
  const history = billHistory(ctx, outstanding, billCode);
  const paid = history.find((b) => b.payments > 0);
  const lastPaymentAt = paid
    ? noonOf(addDays(history[history.indexOf(paid) + 1]?.billDate ?? addDays(paid.billDate, -30), faker.number.int({ min: 5, max: 20 })))
    : null;
  const ownEmail = user.userType === "MOBILE" ? emailFor(user.name, faker) : user.userName;
  const smsMobile = user.userType === "MOBILE" ? user.userName : mobileFor(line.telephoneNo);
  await billAccounts.create({
    telephoneNo: line.telephoneNo,
    accountNo: line.accountNo,
    outstanding,
    lastPaymentAt,
    lastPaymentAmount: paid?.payments ?? 0,
    billCode,
    email: eBillCodes.includes(billCode) ? ownEmail : "",
    smsMobile,
    smsEnabled: eBillCodes.includes(billCode) && faker.datatype.boolean(),
    prestige: false,
    history,
  });
});
