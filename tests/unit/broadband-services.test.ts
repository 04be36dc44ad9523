import { describe, expect, it } from "vitest";
import { lkDate } from "#contracts/lk";
import { addDays, isYmd } from "~/broadband/dates";
import { parseWithSchema } from "~/forms/parse";
import { passwordSchema } from "~/routes/_shell.boardBand.changeBroadbandPassword/schema";
import { contactSchema } from "~/routes/_shell.boardBand.changeContactInformation/schema";
import { reportSchema } from "~/routes/_shell.boardBand.enableProtocol/schema";
import { giftState, giftStepUrl } from "~/routes/_shell.boardBand.giftData/gift";
import { giftConfirmSchema } from "~/routes/_shell.boardBand.giftData/schema";
import { happyDayRange, happyDayStatus } from "~/routes/_shell.boardBand.happyDay/happy-day";
import { happyDaySchema } from "~/routes/_shell.boardBand.happyDay/schema";
import { historyRangeError } from "~/routes/_shell.boardBand.history/range";
import { protocolLabelled } from "~/routes/_shell.boardBand.protocolReport.$date/protocol";
import { voucherSchema } from "~/routes/_shell.boardBand.redeemVoucher/schema";
import { formatVoucher, voucherId } from "~/routes/_shell.boardBand.redeemVoucher/voucher";

const errorsOf = (s: object) => ("error" in s ? (s.error as Record<string, string[]> | undefined) : undefined);

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.append(k, v);
  return data;
}

describe("voucher formatting", () => {
  it("shows the typed id in groups of four separated by dashes", () => {
    expect(formatVoucher("8000")).toBe("8000");
    expect(formatVoucher("80000")).toBe("8000-0");
    expect(formatVoucher("8000000202410019")).toBe("8000-0002-0241-0019");
    expect(formatVoucher("8000-0002-02410019")).toBe("8000-0002-0241-0019");
    expect(formatVoucher("8000 00")).toBe("8000-00");
    expect(formatVoucher("")).toBe("");
  });
  it("sends the id without dashes", () => {
    expect(voucherId("8000-0002-0241-0019")).toBe("8000000202410019");
    const parsed = parseWithSchema(form({ voucher: "8000-0002-0241-0019" }), { schema: voucherSchema });
    expect(parsed.status === "success" && parsed.value.voucher).toBe("8000000202410019");
  });
  it("requires a code of digits and letters", () => {
    expect(errorsOf(parseWithSchema(form({ voucher: " - " }), { schema: voucherSchema }))?.voucher).toEqual(["Voucher code cannot be empty"]);
    expect(errorsOf(parseWithSchema(form({ voucher: "8000-00#0" }), { schema: voucherSchema }))?.voucher).toEqual(["Use only digits and letters"]);
  });
});

describe("Happy Day", () => {
  const today = "2026-11-21";
  it("has the three statuses", () => {
    expect(happyDayStatus(null, today)).toBe("DATE_NOT_SET");
    expect(happyDayStatus("2025-12-01", today)).toBe("DATE_NOT_SET");
    expect(happyDayStatus("2026-11-22", today)).toBe("DATE_CAN_UPDATE");
    expect(happyDayStatus("2026-11-21", today)).toBe("REDEEMED");
    expect(happyDayStatus("2026-03-02", today)).toBe("REDEEMED");
  });
  it("is chosen from tomorrow to 31 December of the current year", () => {
    expect(happyDayRange(today)).toEqual({ min: "2026-11-22", max: "2026-12-31" });
    expect(happyDayRange("2026-12-31")).toEqual({ min: "2027-01-01", max: "2026-12-31" });
    const schema = happyDaySchema(happyDayRange(today));
    expect(parseWithSchema(form({ happydate: "2026-12-25" }), { schema }).status).toBe("success");
    expect(errorsOf(parseWithSchema(form({ happydate: "" }), { schema }))?.happydate).toEqual(["Please select a date"]);
    expect(errorsOf(parseWithSchema(form({ happydate: today }), { schema }))?.happydate).toEqual(["Select a date from 2026-11-22 to 2026-12-31"]);
    expect(parseWithSchema(form({ happydate: "2027-01-01" }), { schema }).status).toBe("error");
  });
});

describe("calendar days in Sri Lanka", () => {
  it("turns at 18:30 UTC", () => {
    expect(lkDate(Date.UTC(2026, 10, 21, 18, 29))).toBe("2026-11-21");
    expect(lkDate(Date.UTC(2026, 10, 21, 18, 30))).toBe("2026-11-22");
  });
  it("adds days across months and checks real dates", () => {
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(isYmd("2026-02-29")).toBe(false);
    expect(isYmd("2024-02-29")).toBe(true);
    expect(isYmd("2000-02-29")).toBe(true);
    expect(isYmd("2100-02-29")).toBe(false);
    expect(isYmd("2026-04-30")).toBe(true);
    expect(isYmd("2026-04-31")).toBe(false);
    expect(isYmd("2026-12-31")).toBe(true);
    for (const bad of ["2026-13-01", "2026-00-10", "2026-01-00", "2026-1-01", "2026-01-01T00:00", " 2026-01-01"]) expect(isYmd(bad)).toBe(false);
  });
});

describe("purchase history range", () => {
  const today = "2026-11-21";
  it("refuses a range ending after today or reversed", () => {
    expect(historyRangeError("2026-11-01", "2026-11-22", today)).toBe("invalidRange");
    expect(historyRangeError("2026-11-10", "2026-11-01", today)).toBe("invalidRange");
    expect(historyRangeError("bad", today, today)).toBe("invalidRange");
  });
  it("refuses a range starting more than 90 days back", () => {
    expect(historyRangeError(addDays(today, -91), today, today)).toBe("tooOld");
    expect(historyRangeError(addDays(today, -90), today, today)).toBeNull();
    expect(historyRangeError(today, today, today)).toBeNull();
  });
});

describe("forms", () => {
  it("password: both required", () => {
    const r = parseWithSchema(form({ currentPassword: "", newPassword: "" }), { schema: passwordSchema });
    expect(errorsOf(r)).toEqual({ currentPassword: ["Current password cannot be empty"], newPassword: ["New password cannot be empty"] });
  });
  it("contact: trims email and mobile; mobile numeric; all required", () => {
    const ok = parseWithSchema(form({ fullName: " Nimal ", email: " n@x.lk ", mobile: " 0771234567 " }), { schema: contactSchema });
    expect(ok.status === "success" && ok.value).toEqual({ fullName: "Nimal", email: "n@x.lk", mobile: "0771234567" });
    const bad = parseWithSchema(form({ fullName: "", email: "", mobile: "07a" }), { schema: contactSchema });
    expect(errorsOf(bad)).toEqual({
      fullName: ["Full name cannot be empty"],
      email: ["Email cannot be empty"],
      mobile: ["Mobile number can contain only digits"],
    });
  });
  it("detail report and gift: 'Please agree' when the terms are not ticked", () => {
    expect(errorsOf(parseWithSchema(form({ plan: "1", payType: "addToBill" }), { schema: reportSchema }))).toEqual({ agree: ["Please agree"] });
    expect(parseWithSchema(form({ plan: "2", payType: "payNow", agree: "on" }), { schema: reportSchema }).status).toBe("success");
    expect(errorsOf(parseWithSchema(form({ receiver: "94112345678", packageId: "DGF_1", payType: "addToBill" }), { schema: giftConfirmSchema }))).toEqual({
      agree: ["Please agree"],
    });
  });
});

describe("gift steps", () => {
  const ids = ["DGF_1", "DGF_2"];
  const state = (q: string) => giftState(new URLSearchParams(q), ids);
  it("falls back to the first step whose choice is missing", () => {
    expect(state("").step).toBe("receiver");
    expect(state("step=confirm").step).toBe("receiver");
    expect(state("step=type&receiver=94112345678")).toMatchObject({ step: "select", missing: "packageId" });
    expect(state("step=type&receiver=94112345678&packageId=DGF_9")).toMatchObject({ step: "select", missing: "packageId" });
    expect(state("step=confirm&receiver=94112345678&packageId=DGF_1")).toMatchObject({ step: "type", missing: "payType" });
    expect(state("step=confirm&receiver=94112345678&packageId=DGF_1&payType=addToBill")).toMatchObject({ step: "confirm", missing: null });
  });
  it("Back keeps the choices made so far", () => {
    expect(giftStepUrl("type", { receiver: "94112345678", packageId: "DGF_1", payType: "payNow" })).toBe(
      "/boardBand/giftData?step=type&receiver=94112345678&packageId=DGF_1&payType=payNow",
    );
    expect(giftStepUrl("receiver", { receiver: "94112345678", packageId: "DGF_1", payType: "" })).toBe(
      "/boardBand/giftData?step=receiver&receiver=94112345678",
    );
  });
});

describe("protocol report labels", () => {
  it("labels only slices above 5 percent", () => {
    expect(protocolLabelled(5)).toBe(false);
    expect(protocolLabelled(5.01)).toBe(true);
  });
});
