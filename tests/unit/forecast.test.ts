import { describe, expect, it } from "vitest";
import { alertDue, billingPeriod, broadbandForecast, inUnit, prepaidForecast, roundPace, type BroadbandUsage } from "~/broadband/forecast";
import { addDays } from "~/broadband/dates";
import { DAY_MS, lkInstant } from "#contracts/lk";

/** `count` days of use ending the day before `today` (complete days), `each` a day unless listed. */
function days(today: string, values: number[]): BroadbandUsage["days"] {
  return values.map((used, i) => ({ date: addDays(today, i - values.length), used }));
}

const line = (over: Partial<BroadbandUsage>): BroadbandUsage => ({
  today: "2026-11-20",
  billingDay: 28,
  limit: 400,
  used: 336,
  remaining: 64,
  throttled: false,
  days: [],
  ...over,
});

describe("the billing period", () => {
  it("runs from the last billing day to the next, a billing day of today starting the period", () => {
    expect(billingPeriod("2026-11-20", 28)).toEqual({ start: "2026-10-28", renews: "2026-11-28" });
    // In the past this month: the period started then.
    expect(billingPeriod("2026-11-20", 15)).toEqual({ start: "2026-11-15", renews: "2026-12-15" });
    // Today: the package renewed today, the next renewal is next month.
    expect(billingPeriod("2026-11-20", 20)).toEqual({ start: "2026-11-20", renews: "2026-12-20" });
  });

  it("crosses the year and takes a short month's last day for a billing day it does not have", () => {
    expect(billingPeriod("2026-12-20", 1)).toEqual({ start: "2026-12-01", renews: "2027-01-01" });
    expect(billingPeriod("2027-01-10", 15)).toEqual({ start: "2026-12-15", renews: "2027-01-15" });
    expect(billingPeriod("2026-11-20", 31)).toEqual({ start: "2026-10-31", renews: "2026-11-30" });
    expect(billingPeriod("2027-02-10", 31)).toEqual({ start: "2027-01-31", renews: "2027-02-28" });
    expect(billingPeriod("2028-02-10", 30)).toEqual({ start: "2028-01-30", renews: "2028-02-29" });
    expect(billingPeriod("2027-03-01", 31)).toEqual({ start: "2027-02-28", renews: "2027-03-31" });
  });
});

describe("the broadband forecast", () => {
  it("runs out at the pace of the last 7 complete days: about 16 GB a day, 64 GB left, 4 days before it renews", () => {
    const f = broadbandForecast(line({ days: days("2026-11-20", [40, 40, 16, 16, 16, 16, 16, 16, 16]) }));
    expect(f).toEqual({ kind: "runsOut", pace: 16, runsOut: "2026-11-24", ends: "2026-11-28", daysBefore: 4 });
  });

  it("leaves today (not over) out of the pace", () => {
    const today = [...days("2026-11-20", [16, 16, 16, 16, 16, 16, 16]), { date: "2026-11-20", used: 1 }];
    expect(broadbandForecast(line({ days: today }))).toMatchObject({ pace: 16 });
  });

  it("lasts until the renewal when the data outlasts the period (a week of no use at all is no daily usage)", () => {
    expect(broadbandForecast(line({ remaining: 200, days: days("2026-11-20", [10, 10, 10, 10, 10, 10, 10]) }))).toEqual({
      kind: "lasts",
      pace: 10,
      ends: "2026-11-28",
    });
    expect(broadbandForecast(line({ days: days("2026-11-20", [0, 0, 0, 0, 0, 0, 0]) }))).toBeNull();
    // Running out on the renewal day itself is lasting.
    expect(broadbandForecast(line({ remaining: 128, days: days("2026-11-20", [16, 16, 16, 16, 16, 16, 16]) }))).toMatchObject({ kind: "lasts" });
  });

  it("says the day before rather than a count of one day", () => {
    expect(broadbandForecast(line({ remaining: 112, days: days("2026-11-20", [16, 16, 16, 16, 16, 16, 16]) }))).toMatchObject({
      kind: "runsOut",
      runsOut: "2026-11-27",
      daysBefore: 1,
    });
  });

  it("rounds the days down and the pace shown to whole units from 10, tenths below", () => {
    // 50 / 16.4 = 3.05 days: runs out 3 days from today.
    const f = broadbandForecast(line({ remaining: 50, days: days("2026-11-20", [16.4, 16.4, 16.4, 16.4, 16.4]) }));
    expect(f).toMatchObject({ kind: "runsOut", runsOut: "2026-11-23" });
    expect(roundPace(16.43)).toBe(16);
    expect(roundPace(9.96)).toBe(10);
    expect(roundPace(3.46)).toBe(3.5);
    expect(roundPace(0.02)).toBe(0.1);
  });

  it("counts a day of no use as one of the days", () => {
    // 84 GB in 7 days: 12 a day, and 100 GB last until the renewal; without the day off (14 a day) they would not.
    expect(broadbandForecast(line({ remaining: 100, days: days("2026-11-20", [14, 14, 0, 14, 14, 14, 14]) }))).toEqual({
      kind: "lasts",
      pace: 12,
      ends: "2026-11-28",
    });
    expect(broadbandForecast(line({ remaining: 100, days: days("2026-11-20", [14, 14, 14, 14, 14, 14, 14]) }))).toMatchObject({
      kind: "runsOut",
      daysBefore: 1,
    });
  });

  it("needs 3 complete days of the period: fewer at its start (then from what there is), none before 3", () => {
    // Billing day 15, today 17: the 15th and 16th are the period's complete days; the days before belong to the last one.
    const early = line({ today: "2026-11-17", billingDay: 15, days: days("2026-11-17", [30, 30, 30, 30, 5, 5]) });
    expect(broadbandForecast(early)).toBeNull();
    const third = line({ today: "2026-11-18", billingDay: 15, remaining: 20, days: days("2026-11-18", [30, 30, 30, 30, 5, 5, 5]) });
    expect(broadbandForecast(third)).toEqual({ kind: "runsOut", pace: 5, runsOut: "2026-11-22", ends: "2026-12-15", daysBefore: 23 });
  });

  it("reads across the month's end when the period started in the last month", () => {
    const f = broadbandForecast(line({ today: "2026-12-03", billingDay: 20, remaining: 90, days: days("2026-12-03", [9, 9, 9, 9, 9, 9, 9, 9, 9]) }));
    expect(f).toEqual({ kind: "runsOut", pace: 9, runsOut: "2026-12-13", ends: "2026-12-20", daysBefore: 7 });
  });

  it("takes a line reset mid-month from its first day of use: the days before do not lower the pace", () => {
    // Used again from the 14th on (the package restarted): the 13 days before show no use of it.
    const reset = days("2026-11-20", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 10, 10, 10, 10, 10]);
    expect(broadbandForecast(line({ billingDay: 1, remaining: 40, days: reset }))).toMatchObject({ kind: "runsOut", pace: 10, runsOut: "2026-11-24" });
  });

  it("says a bucket already empty is used up until it renews, whatever the days say", () => {
    expect(broadbandForecast(line({ remaining: 0, used: 400, days: [] }))).toEqual({ kind: "usedUp", ends: "2026-11-28" });
    expect(broadbandForecast(line({ remaining: null, used: 400, days: [] }))).toEqual({ kind: "usedUp", ends: "2026-11-28" });
  });

  it("forecasts nothing for an unlimited package, a throttled line, no daily usage or an unknown billing date", () => {
    const week = days("2026-11-20", [16, 16, 16, 16, 16, 16, 16]);
    expect(broadbandForecast(line({ limit: null, remaining: null, days: week }))).toBeNull();
    expect(broadbandForecast(line({ throttled: true, remaining: 0, days: week }))).toBeNull();
    expect(broadbandForecast(line({ days: [] }))).toBeNull();
    expect(broadbandForecast(line({ billingDay: null, days: week }))).toBeNull();
  });
});

describe("the prepaid forecast", () => {
  const at = (d: number, h = 10) => lkInstant(2026, 11, d, h);

  it("runs out at the pace of its use since activation, against its expiry", () => {
    // 30 GB used of 40 in 10 days: 3 GB a day, 10 GB left lasts 3 days.
    const f = prepaidForecast({ now: at(20), activated: at(10), expires: at(30, 23), initial: 40, remaining: 10 });
    expect(f).toEqual({ kind: "runsOut", pace: 3, runsOut: "2026-11-23", ends: "2026-11-30", daysBefore: 7 });
  });

  it("lasts until it expires at a slow pace; used up says so; too new or unknown start: nothing", () => {
    expect(prepaidForecast({ now: at(20), activated: at(10), expires: at(30), initial: 40, remaining: 35 })).toMatchObject({
      kind: "lasts",
      ends: "2026-11-30",
    });
    expect(prepaidForecast({ now: at(20), activated: at(10), expires: at(30), initial: 40, remaining: 0 })).toEqual({ kind: "usedUp", ends: "2026-11-30" });
    expect(prepaidForecast({ now: at(20), activated: at(20) - DAY_MS / 2, expires: at(30), initial: 40, remaining: 30 })).toBeNull();
    expect(prepaidForecast({ now: at(20), activated: null, expires: at(30), initial: 40, remaining: 30 })).toBeNull();
  });
});

describe("the heads-up", () => {
  it("is due 2 days or more before, when used up, or from 80% used", () => {
    const runsOut = (daysBefore: number) => ({ kind: "runsOut" as const, pace: 10, runsOut: "2026-11-24", ends: "2026-11-28", daysBefore });
    expect(alertDue(runsOut(2), 0.5)).toBe(true);
    expect(alertDue(runsOut(1), 0.5)).toBe(false);
    expect(alertDue({ kind: "usedUp", ends: "2026-11-28" }, 1)).toBe(true);
    expect(alertDue({ kind: "lasts", pace: 1, ends: "2026-11-28" }, 0.8)).toBe(true);
    expect(alertDue({ kind: "lasts", pace: 1, ends: "2026-11-28" }, 0.79)).toBe(false);
    expect(alertDue(null, null)).toBe(false);
  });
});

describe("units", () => {
  it("converts the day's unit to the bucket's", () => {
    expect(inUnit(512, "MB", "GB")).toBe(0.5);
    expect(inUnit(2, "GB", "MB")).toBe(2048);
    expect(inUnit(3, null, "GB")).toBe(3);
  });
});
