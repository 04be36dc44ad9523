import { describe, expect, it } from "vitest";
import { parseWithSchema } from "~/forms/parse";
import { ocsDateTime, ocsDay, rupees } from "~/prepaid/format";
import { belowReloadMin, reloadAmountError, reloadSchema } from "~/routes/_shell.prepaid.reload/schema";
import { lastMonthWindow } from "~/routes/_shell.prepaid.transactions/last-month";

describe("prepaid formats", () => {
  it("reads the operator's YYYYMMDDHHMMSS times", () => {
    expect(ocsDay("20241028093000")).toBe("28-Oct-2024");
    expect(ocsDateTime("20241028093000")).toBe("28-Oct-2024 09:30 AM");
    expect(ocsDateTime("20241028000500")).toBe("28-Oct-2024 12:05 AM");
    expect(ocsDateTime("20241028134500")).toBe("28-Oct-2024 01:45 PM");
    expect(ocsDay(null)).toBe("-");
  });

  it("shows rupees with thousands separators and two decimals", () => {
    expect(rupees(125000 / 100)).toBe("1,250.00");
    expect(rupees(0)).toBe("0.00");
  });

  it("asks for the last month to today, in Sri Lanka time", () => {
    expect(lastMonthWindow(Date.parse("2024-10-28T20:00:00Z"))).toEqual({ fromDate: "2024-09-29", toDate: "2024-10-29" });
    expect(lastMonthWindow(Date.parse("2024-03-31T06:00:00Z"))).toEqual({ fromDate: "2024-02-29", toDate: "2024-03-31" });
    expect(lastMonthWindow(Date.parse("2025-01-15T06:00:00Z"))).toEqual({ fromDate: "2024-12-15", toDate: "2025-01-15" });
  });
});

describe("the reload amount", () => {
  it("needs at least Rs. 100", () => {
    expect(reloadAmountError("")).toBe("Payment amount must be greater than or equal to Rs. 100.");
    expect(reloadAmountError("99.99")).toBe("Payment amount must be greater than or equal to Rs. 100.");
    expect(reloadAmountError("100")).toBeNull();
    expect(reloadAmountError(" 2500.50 ")).toBeNull();
    expect(reloadAmountError("abc")).toBe("Enter the amount in rupees, e.g. 500 or 500.50");
    expect(reloadAmountError("100001")).toBe("Payment amount must be less than or equal to Rs. 100,000.");
  });

  it("keeps Pay Now disabled (with JavaScript) for no amount or one below Rs. 100 only", () => {
    expect(["", " ", "0", "99", "99.99"].map(belowReloadMin)).toEqual([true, true, true, true, true]);
    // At least 100, or not an amount (its own message tells what is wrong on Pay Now).
    expect(["100", "100.00", "2500.5", "abc", "100001"].map(belowReloadMin)).toEqual([false, false, false, false, false]);
  });

  it("is parsed by the form schema", () => {
    const form = new FormData();
    form.set("amount", " 500 ");
    const submission = parseWithSchema(form, { schema: reloadSchema });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value.amount).toBe("500");
  });
});
