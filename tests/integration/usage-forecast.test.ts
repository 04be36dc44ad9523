/**
 * The usage forecast and its heads-up, each case made by its scenario (scenarios/forecast-*.json) as a
 * tester makes it: what the broadband summary and the prepaid page forecast, and whether the layout's
 * heads-up is due and with which top-up; then the heads-up dismissed with a plain form post and
 * remembered in the session.
 */
import { describe, expect, it } from "vitest";
import type { Forecast } from "~/broadband/forecast";
import { operatorFor } from "~/operator/client.server";
import { action as seen } from "~/routes/popupSeen";
import { loader as prepaidLoader } from "~/routes/_shell.prepaid.boardBand/route";
import { loader as summaryLoader } from "~/routes/_shell.boardBand.summary/route";
import { loader as layoutLoader } from "~/routes/_shell/route";
import { loadShell } from "~/routes/_shell/shell.server";
import { sessionStorage } from "~/operator/session.server";
import { browserOf, callRoute, redirectedTo } from "../support/route";
import { sessionCookieFor } from "../support/session";
import { loadScenario, useSimulator } from "../support/sim";

const sim = useSimulator();

/** A loader's streamed part, awaited. */
async function part<T>(answer: unknown, key: string): Promise<T> {
  return (await (answer as { data: Record<string, unknown> }).data[key]) as T;
}

async function alertAt(path: string, cookie: string) {
  const request = browserOf(cookie).get(path);
  const { late } = await loadShell(request, await operatorFor(request));
  return late.usageAlert;
}

async function summaryForecast(cookie: string): Promise<Forecast | null> {
  const outlook = await part<{ forecast: Forecast | null } | null>(await callRoute(summaryLoader, browserOf(cookie).get("/boardBand/summary")), "outlook");
  return outlook?.forecast ?? null;
}

const cases: Array<{ file: string; forecast: Forecast | null; alert: "extraGb" | null }> = [
  // Pace of the last 7 complete days, rounded down to whole days.
  {
    file: "forecast-runs-out",
    forecast: { kind: "runsOut", pace: expect.closeTo(3.57, 2), runsOut: "2026-11-27", ends: "2026-12-01", daysBefore: 4 },
    alert: "extraGb",
  },
  { file: "forecast-unlimited", forecast: null, alert: null },
  // A bucket already empty (the loyalty data keeps the line from being throttled).
  { file: "forecast-used-up", forecast: { kind: "usedUp", ends: "2026-12-01" }, alert: "extraGb" },
  // Billed on the 15th (in the past): the pace from the 15th, renewing on the next 15th.
  { file: "forecast-billed-mid-month", forecast: { kind: "lasts", pace: expect.closeTo(2.12, 2), ends: "2026-12-15" }, alert: null },
  // Billed today: the period has no complete day yet.
  { file: "forecast-billed-today", forecast: null, alert: null },
  // Three days into December: from those three, renewing in January.
  {
    file: "forecast-new-month",
    forecast: { kind: "runsOut", pace: expect.closeTo(6.57, 2), runsOut: "2026-12-15", ends: "2027-01-01", daysBefore: 17 },
    alert: "extraGb",
  },
  // Restarted on the 16th: the days before it do not lower the pace.
  {
    file: "forecast-reset-mid-month",
    forecast: { kind: "runsOut", pace: expect.closeTo(7.62, 2), runsOut: "2026-11-27", ends: "2026-12-01", daysBefore: 4 },
    alert: "extraGb",
  },
  // A day of no use counts: 30 GB in 7 days.
  {
    file: "forecast-zero-day",
    forecast: { kind: "runsOut", pace: expect.closeTo(4.29, 2), runsOut: "2026-11-29", ends: "2026-12-01", daysBefore: 2 },
    alert: "extraGb",
  },
];

describe("the broadband forecast of each scenario", () => {
  for (const { file, forecast, alert } of cases) {
    it(`${file}: ${forecast?.kind ?? "no forecast"}, ${alert ? "a heads-up" : "no heads-up"}`, async () => {
      const { cookie } = await sessionCookieFor((await loadScenario(sim.client, file)).users[0]!);
      expect(await summaryForecast(cookie)).toEqual(forecast);
      const due = await alertAt("/boardBand/summary", cookie);
      expect(due?.action ?? null).toBe(alert);
      if (due) expect(due.forecast).toEqual(forecast);
    });
  }
});

describe("the prepaid forecast", () => {
  it("forecast-prepaid-runs-out: the package in use at 3 GB a day, a heads-up offering an add-on (the wallet has money)", async () => {
    const { cookie } = await sessionCookieFor((await loadScenario(sim.client, "forecast-prepaid-runs-out")).users[0]!);
    const content = await part<{ outlook: { packageName: string; forecast: Forecast } }>(
      await callRoute(prepaidLoader, browserOf(cookie).get("/prepaid/boardBand")),
      "content",
    );
    // The clock runs: the pace is 3 GB a day to a second or so.
    const forecast = { kind: "runsOut", pace: expect.closeTo(3, 3), runsOut: "2026-11-23", ends: "2026-12-10", daysBefore: 17 };
    expect(content.outlook).toEqual({ packageName: "Anytime 40GB", forecast, usedShare: 0.75 });
    expect(await alertAt("/prepaid/boardBand", cookie)).toEqual({ kind: "prepaid", forecast, usedPercent: 75, action: "addons" });
  });
});

describe("the heads-up once per session", () => {
  /** The layout's heads-up as its loader answers it (the session saved when the part settles). */
  async function layoutAlert(path: string, cookie: string) {
    return part<{ kind: string } | null>(await callRoute(layoutLoader, browserOf(cookie).get(path)), "usageAlert");
  }

  it("is kept for the other pages, and once dismissed (a plain form post) does not come back this session", async () => {
    const user = (await loadScenario(sim.client, "forecast-runs-out")).users[0]!;
    const { cookie } = await sessionCookieFor(user);
    expect(await layoutAlert("/boardBand/summary", cookie)).toMatchObject({ kind: "broadband", action: "extraGb" });
    await expect.poll(async () => (await sessionStorage.getSession(cookie)).get("usageAlert")?.alert).toMatchObject({ kind: "broadband" });

    // Another page shows what the session keeps of the check, without asking the operator for it again.
    const asked = async () => (await sim.client.call("journal", { user: user.userName, contract: "broadband.currentDailyUsage" })).length;
    const before = await asked();
    expect(await layoutAlert("/voice", cookie)).toMatchObject({ kind: "broadband" });
    expect(await asked()).toBe(before);

    const answer = await callRoute(seen, browserOf(cookie).post("/popupSeen", { notice: "usage", returnTo: "/boardBand/summary?panel=extraGb" }));
    expect(redirectedTo(answer)).toBe("/boardBand/summary?panel=extraGb");
    expect(await layoutAlert("/boardBand/summary", cookie)).toBeNull();
    expect(await layoutAlert("/voice", cookie)).toBeNull();
    // The bill popup's mark is another: dismissing the heads-up leaves it due.
    expect((await sessionStorage.getSession(cookie)).get("popupSeen")).toBeUndefined();
  });
});
