/** The postpaid broadband rules the simulator keeps: purchases change what later reads return. */
import { describe, expect, it } from "vitest";
import * as bb from "#contracts/broadband";
import type { Contract, RequestOf } from "#contracts/core";
import { DAY_MS, lkDate } from "#contracts/lk";
import { pricePerGB, voucherCode } from "../../fixtures/broadband";
import * as bills from "#contracts/bills";
import { send, signIn, transport, useSimulator } from "../support/sim";

const sim = useSimulator();

async function persona(key: string) {
  const p = await sim.client.createPersona(key);
  const token = await signIn(p);
  const subscriberID = `94${p.lines[0]!.telephoneNo.slice(1)}`;
  return { p, token, subscriberID };
}

type Envelope<T> =
  | { isSuccess: true; dataBundle: T; errorShow: string | null }
  | { isSuccess: false; dataBundle?: unknown; errorShow?: string | null; errorMessege?: string | null };

async function call<C extends Contract>(contract: C, input: RequestOf<C>, token: string) {
  const result = await send(contract, input, token);
  if (result.kind !== "answer") throw new Error(`${contract.name}: ${JSON.stringify(result)}`);
  return result.answer as Envelope<unknown>;
}

/** The dataBundle of a call that must succeed. */
async function data<C extends Contract>(contract: C, input: RequestOf<C>, token: string) {
  const answer = (await send(contract, input, token)) as { kind: string; answer?: { isSuccess: boolean; dataBundle?: unknown } };
  expect(answer.answer, `${contract.name}: ${JSON.stringify(answer)}`).toMatchObject({ isSuccess: true });
  return (answer.answer as { dataBundle: unknown }).dataBundle as never;
}

const lkDay = (days: number) => lkDate(Date.now() + days * DAY_MS);
const tenths = (n: number | null | undefined) => Math.round((n ?? 0) * 10);

describe("Extra GB", () => {
  it("prices every package by the per-GB tier", async () => {
    const { token, subscriberID } = await persona("postpaid-fibre");
    const packages: Array<{ volume: number; postPrice: number }> = await data(bb.extraGbPackages, { subscriberID, packageName: "ANY BEAT" }, token);
    expect(packages.length).toBeGreaterThan(10);
    for (const p of packages) expect(p.postPrice, `${p.volume} GB`).toBe(p.volume * pricePerGB(p.volume));
    expect(packages.find((p) => p.volume === 4)?.postPrice).toBe(400);
    expect(packages.find((p) => p.volume === 5)?.postPrice).toBe(425);
    expect(packages.find((p) => p.volume === 20)?.postPrice).toBe(1500);
    expect(packages.find((p) => p.volume === 50)?.postPrice).toBe(3000);
  });

  it("lifts throttling and shows in the Extra GB bucket and the purchase history", async () => {
    const { p, token, subscriberID } = await persona("adsl-throttled");
    const before: { status: string; extra_gb_data_summary: unknown } = await data(bb.usageSummary, { subscriberID }, token);
    expect(before.status).toBe("THROTTLED");
    expect(before.extra_gb_data_summary).toBeNull();

    const bought = await call(bb.purchaseExtraGb, { subscriberID, packageId: "EGB_5", commitUse: p.userName, channel: "SCP" }, token);
    expect(bought.isSuccess).toBe(true);

    const after: { status: string; extra_gb_data_summary: { limit: number; used: number } } = await data(bb.usageSummary, { subscriberID }, token);
    expect(after.status).toBe("NORMAL");
    expect(after.extra_gb_data_summary).toMatchObject({ limit: 5, used: 0 });
    const extra: { usageDetails: Array<{ name: string; limit: number; expiry_date: string }> } = await data(bb.extraGb, { subscriberID }, token);
    expect(extra.usageDetails).toEqual([
      expect.objectContaining({ name: "Extra GB - 5 GB", limit: 5, expiry_date: expect.stringMatching(/^\d{2}-[A-Z][a-z]{2}$/) }),
    ]);

    const history: Array<{ vasType: string; payPrice: number; payType: string }> = await data(
      bb.purchaseHistory,
      { subscriberID, historyFrom: lkDay(-1), historyTo: lkDay(0) },
      token,
    );
    expect(history[0]).toMatchObject({ vasType: "Extra GB", payPrice: 425, payType: "Add to Bill" });
  });

  it("paid on the hosted Pay Now page, is priced with tax and delivered once", async () => {
    const { p, token, subscriberID } = await persona("adsl-throttled");
    const page = await send(bills.payNow, {
      subscriberID,
      prepaidID: "EGB",
      receiver: subscriberID,
      packageId: "EGB_10",
      channel: "SLTPRE",
      commitUser: p.userName,
      callbackURLSLT: "http://portal.test/boardBand/summary",
    });
    const html = page.kind === "answer" ? String(page.answer) : "";
    expect(html).toContain("1,003.00"); // 10 GB × Rs. 85 + 18% VAT
    const paymentId = html.match(/name="paymentId" value="([^"]+)"/)?.[1];
    const action = html.match(/<form method="post" action="([^"]+)"/)?.[1];
    await fetch(new URL(action!, new URL(transport.bases.billpay).origin), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ paymentId: paymentId!, decision: "approve" }).toString(),
      redirect: "manual",
    });

    const extra: { usageDetails: Array<{ name: string }> } = await data(bb.extraGb, { subscriberID }, token);
    expect(extra.usageDetails.map((i) => i.name)).toEqual(["Extra GB - 10 GB"]);
    expect(((await data(bb.usageSummary, { subscriberID }, token)) as { status: string }).status).toBe("NORMAL");
    const again: { usageDetails: unknown[] } = await data(bb.extraGb, { subscriberID }, token);
    expect(again.usageDetails).toHaveLength(1);
    const history: Array<{ vasType: string; payType: string }> = await data(
      bb.purchaseHistory,
      { subscriberID, historyFrom: lkDay(-1), historyTo: lkDay(0) },
      token,
    );
    expect(history[0]).toMatchObject({ vasType: "Extra GB", payType: "Pay Now" });
  });

  it("is refused without the privilege and for an unknown package", async () => {
    const none = await persona("no-privileges");
    const refused = await call(
      bb.purchaseExtraGb,
      { subscriberID: none.subscriberID, packageId: "EGB_5", commitUse: none.p.userName, channel: "SCP" },
      none.token,
    );
    expect(refused).toMatchObject({ isSuccess: false, errorShow: expect.stringMatching(/Extra GB is not available/) });
    const fibre = await persona("postpaid-fibre");
    const unknown = await call(
      bb.purchaseExtraGb,
      { subscriberID: fibre.subscriberID, packageId: "EGB_7777", commitUse: fibre.p.userName, channel: "SCP" },
      fibre.token,
    );
    expect(unknown.isSuccess).toBe(false);
  });
});

describe("data add-ons", () => {
  it("a purchase adds an item and a history row; an auto-renewing one can be unsubscribed, a one-time one cannot", async () => {
    const { p, token, subscriberID } = await persona("postpaid-fibre");
    const buy = (packageId: string) => call(bb.addVasDataBundle, { subscriberID, packageId, commitUser: p.userName, channel: "SCP" }, token);
    expect((await buy("P_VB_Q_GM_Re30D_30GB")).isSuccess).toBe(true);
    expect((await buy("P_VB_Q_MS_OT30D_5GB")).isSuccess).toBe(true);
    expect(await buy("P_VB_Q_GM_Re30D_30GB")).toMatchObject({ isSuccess: false, errorShow: expect.stringMatching(/already have an active/) });

    type Items = { usageDetails: Array<{ name: string; subscriptionid: string | null; timestamp: number; unsubscribable: boolean }> };
    const bundles: Items = await data(bb.dashboardVasBundles, { subscriberID }, token);
    const gaming = bundles.usageDetails.find((i) => i.subscriptionid === "P_VB_Q_GM_Re30D_30GB")!;
    const messaging = bundles.usageDetails.find((i) => i.subscriptionid === "P_VB_Q_MS_OT30D_5GB")!;
    expect(gaming).toMatchObject({ name: "Gaming 30GB Auto Renewal", unsubscribable: true });
    expect(messaging).toMatchObject({ unsubscribable: false });

    const history: Array<{ vasPackage: string; payPrice: number }> = await data(
      bb.purchaseHistory,
      { subscriberID, historyFrom: lkDay(-1), historyTo: lkDay(0) },
      token,
    );
    expect(history.map((h) => h.vasPackage)).toEqual(expect.arrayContaining(["Gaming 30GB Auto Renewal", "Messaging 5GB"]));

    const unsubscribe = (item: Items["usageDetails"][number]) =>
      call(bb.vasBundleUnsubscription, { subscriberID, subscriptionid: item.subscriptionid!, timestamp: String(item.timestamp) }, token);
    expect((await unsubscribe(messaging)).isSuccess).toBe(false);
    const done = await unsubscribe(gaming);
    expect(done).toMatchObject({ isSuccess: true, dataBundle: { status: "SUCCESS" } });
    const afterwards: Items = await data(bb.dashboardVasBundles, { subscriberID }, token);
    expect(afterwards.usageDetails.map((i) => i.subscriptionid)).not.toContain("P_VB_Q_GM_Re30D_30GB");
    expect(afterwards.usageDetails.map((i) => i.subscriptionid)).toContain("P_VB_Q_MS_OT30D_5GB");
  });

  it("a free offer is redeemed once, into free data, with the V2 success text", async () => {
    const { p, token, subscriberID } = await persona("postpaid-fibre");
    const redeem = () => call(bb.addVasDataBundleV2, { subscriberID, packageId: "P_VB_F_AVR_OT14D_20GB", commitUser: p.userName, channel: "SCP" }, token);
    expect(await redeem()).toMatchObject({ isSuccess: true, dataBundle: { message: "Successfully Redeem 20GB offer" } });
    expect((await redeem()).isSuccess).toBe(false);
    const free: { usageDetails: Array<{ name: string }> } = await data(bb.freeData, { subscriberID }, token);
    expect(free.usageDetails.map((i) => i.name)).toContain("Avurudu 20GB");
  });

  it("is refused without the privilege", async () => {
    const { p, token, subscriberID } = await persona("no-privileges");
    const answer = await call(bb.addVasDataBundle, { subscriberID, packageId: "P_VB_Q_YT_OT30D_20GB", commitUser: p.userName, channel: "SCP" }, token);
    expect(answer.isSuccess).toBe(false);
    const profile: { privileges: Record<string, boolean> } = await data(bb.profile, { subscriberID }, token);
    expect(Object.values(profile.privileges).every((v) => v === false)).toBe(true);
  });
});

describe("usage", () => {
  it("the current month's days add up to the used volume of every bucket", async () => {
    const { token, subscriberID } = await persona("postpaid-fibre");
    type Block = { used: number } | null;
    const summary: Record<string, Block> = await data(bb.usageSummary, { subscriberID }, token);
    const used = ["my_package_summary", "extra_gb_data_summary", "bonus_data_summary", "vas_data_summary", "free_data_summary"].reduce(
      (s, k) => s + tenths(summary[k]?.used),
      0,
    );
    expect(used).toBeGreaterThan(0);

    type Daily = { dailylist: Array<{ date: string; daily_total_usage: number; usages: Array<{ volume: number }> }> };
    const current: Daily = await data(bb.currentDailyUsage, { subscriberID, billDate: "01" }, token);
    expect(current.dailylist.reduce((s, d) => s + tenths(d.daily_total_usage), 0)).toBe(used);
    for (const day of current.dailylist)
      expect(
        day.usages.reduce((s, u) => s + tenths(u.volume), 0),
        day.date,
      ).toBe(tenths(day.daily_total_usage));
    expect(current.dailylist.at(-1)!.date).toBe(lkDay(0));

    const previous: Daily = await data(bb.previousDailyUsage, { subscriberID, billDate: "01", monthIndex: "1" }, token);
    const [y, m] = lkDay(0).split("-").map(Number) as [number, number];
    expect(previous.dailylist).toHaveLength(new Date(Date.UTC(y, m - 1, 0)).getUTCDate());
    const same: Daily = await data(bb.currentDailyUsage, { subscriberID, billDate: "01", monthIndex: "1" }, token);
    expect(same).toEqual(previous);
  });

  it("sends the summary figures as strings and the report time without a zone, like the live API", async () => {
    // The wire format, before the contract normalises it.
    const { token, subscriberID } = await persona("adsl-throttled");
    const response = await fetch(`http://operator.sim.test/api/BBVAS/UsageSummary?subscriberID=${subscriberID}`, {
      headers: { authorization: `Bearer ${token}`, "x-ibm-client-id": "test-client" },
    });
    const body = (await response.json()) as { dataBundle: { my_package_summary: { limit: unknown; used: unknown }; reported_time: string } };
    expect(body.dataBundle.my_package_summary).toEqual({ limit: "100.0", used: "100.0", volume_unit: "GB" });
    expect(body.dataBundle.reported_time).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2} (AM|PM)$/);
  });

  it("claims the loyalty upgrade once", async () => {
    const { token, subscriberID } = await persona("postpaid-fibre");
    type Bonus = { usageDetails: Array<{ limit: number; claim: { volume: number } | null }> };
    const before: Bonus = await data(bb.bonusData, { subscriberID }, token);
    expect(before.usageDetails[0]!.claim).toMatchObject({ volume: 4 });
    expect((await call(bb.upgradeLoyalty, { subscriberID }, token)).isSuccess).toBe(true);
    const after: Bonus = await data(bb.bonusData, { subscriberID }, token);
    expect(after.usageDetails[0]).toMatchObject({ limit: before.usageDetails[0]!.limit + 4, claim: null });
    expect((await call(bb.upgradeLoyalty, { subscriberID }, token)).isSuccess).toBe(false);
  });
});

describe("detailed usage report", () => {
  it("toggles the protocol_report privilege and gates the protocol report", async () => {
    const { p, token, subscriberID } = await persona("postpaid-fibre");
    const report = () => call(bb.protocolReport, { subscriberID, date: lkDay(-2) }, token);
    const privileges = async () => ((await data(bb.profile, { subscriberID }, token)) as { privileges: Record<string, boolean> }).privileges;

    const shares = (await report()) as { isSuccess: true; dataBundle: { total: Array<{ percentage: number }> } };
    expect(shares.isSuccess).toBe(true);
    expect(Math.round(shares.dataBundle.total.reduce((s, x) => s + x.percentage, 0))).toBe(100);
    expect((await call(bb.protocolReport, { subscriberID, date: lkDay(2) }, token)).isSuccess).toBe(false);

    expect((await call(bb.unsubscribeAdvancedReports, { subscriberID, activatedBy: p.userName }, token)).isSuccess).toBe(true);
    expect(await privileges()).toMatchObject({ protocol_report: false });
    expect((await report()).isSuccess).toBe(false);

    expect((await call(bb.purchaseAdvancedReports, { subscriberID, reporterPackage: "2", activatedBy: p.userName }, token)).isSuccess).toBe(true);
    expect(await privileges()).toMatchObject({ protocol_report: true, purchase_protocol_report: false });
    const stop = await call(bb.unsubscribeAdvancedReports, { subscriberID, activatedBy: p.userName }, token);
    expect(stop).toMatchObject({ isSuccess: false, errorShow: "You can't unsubscribe till end of month" });
    const history: Array<{ vasType: string; payPrice: number }> = await data(
      bb.purchaseHistory,
      { subscriberID, historyFrom: lkDay(-1), historyTo: lkDay(0) },
      token,
    );
    expect(history[0]).toMatchObject({ vasType: "Advanced Report", payPrice: 1000 });
  });
});

describe("data gifting", () => {
  it("validates the receiver and moves the data to it", async () => {
    const { p, token, subscriberID } = await persona("four-accounts");
    const adsl = `94${p.lines[1]!.telephoneNo.slice(1)}`;
    const prepaid = `94${p.lines[2]!.telephoneNo.slice(1)}`;
    const validate = (receiver: string) => call(bb.validateDataGiftSub, { subscriberID, receiver }, token);

    expect(await validate(subscriberID)).toMatchObject({ isSuccess: false, errorMessege: expect.stringMatching(/own broadband account/) });
    expect(await validate(prepaid)).toMatchObject({ isSuccess: false, errorMessege: expect.stringMatching(/not a valid broadband subscriber/) });
    expect((await validate("94119999999")).isSuccess).toBe(false);
    expect((await validate(adsl)).isSuccess).toBe(true);

    expect((await call(bb.dataGiftEnroll, { subscriberID, receiver: adsl, packageId: "DGF_3", channel: "SCP" }, token)).isSuccess).toBe(true);
    const received: { usageDetails: Array<{ name: string; limit: number }> } = await data(bb.extraGb, { subscriberID: adsl }, token);
    expect(received.usageDetails).toEqual([expect.objectContaining({ name: "Data Gift - 3 GB", limit: 3 })]);
    const sent: Array<{ vasType: string; payPrice: number }> = await data(
      bb.purchaseHistory,
      { subscriberID, historyFrom: lkDay(-1), historyTo: lkDay(0) },
      token,
    );
    expect(sent[0]).toMatchObject({ vasType: "Data Gift", payPrice: 300 });
  });
});

describe("vouchers, Happy Day, settings, package change", () => {
  it("a voucher redeems once and adds free data", async () => {
    const a = await persona("postpaid-fibre");
    const b = await persona("postpaid-fibre");
    const code = voucherCode(424242);
    expect((await call(bb.redeemVoucher, { subscriberID: a.subscriberID, voucherid: code, channel: "SCP" }, a.token)).isSuccess).toBe(true);
    const again = await call(bb.redeemVoucher, { subscriberID: b.subscriberID, voucherid: code, channel: "SCP" }, b.token);
    expect(again).toMatchObject({ isSuccess: false, errorShow: "This voucher has already been redeemed." });
    const bogus = await call(bb.redeemVoucher, { subscriberID: b.subscriberID, voucherid: "8000000000000000", channel: "SCP" }, b.token);
    expect(bogus).toMatchObject({ isSuccess: false, errorShow: expect.stringMatching(/Invalid voucher/) });
    const free: { usageDetails: Array<{ name: string }> } = await data(bb.freeData, { subscriberID: a.subscriberID }, a.token);
    expect(free.usageDetails.map((i) => i.name)).toContain("Promo Code - 5 GB");
  });

  it("Happy Day must be after today and this year, and shows in the profile", async () => {
    const { p, token, subscriberID } = await persona("postpaid-fibre");
    const set = (happydate: string) => call(bb.happyDay, { subscriberID, happydate, channel: "SCP", commituser: p.userName }, token);
    expect((await set(lkDay(0))).isSuccess).toBe(false);
    const nextYear = `${Number(lkDay(0).slice(0, 4)) + 1}-01-15`;
    expect((await set(nextYear)).isSuccess).toBe(false);
    const tomorrow = lkDay(1);
    if (tomorrow.slice(0, 4) === lkDay(0).slice(0, 4)) {
      expect(await set(tomorrow)).toMatchObject({ isSuccess: true, dataBundle: { message: `Your Happy Day is ${tomorrow}` } });
      expect(await data(bb.profile, { subscriberID }, token)).toMatchObject({ happy_day: tomorrow });
    }
    const none = await persona("no-privileges");
    const refused = await call(bb.happyDay, { subscriberID: none.subscriberID, happydate: tomorrow, channel: "SCP", commituser: none.p.userName }, none.token);
    expect(refused).toMatchObject({ isSuccess: false, errorShow: "You are not eligible for Happy Data" });
  });

  it("contact details change the profile; a wrong current password is refused", async () => {
    const { token, subscriberID } = await persona("postpaid-fibre");
    expect((await call(bb.updateContact, { subscriberID, fullName: "Nimal Perera", email: "nimal@sltnet.lk", phone: "0712345678" }, token)).isSuccess).toBe(
      true,
    );
    expect(await data(bb.profile, { subscriberID }, token)).toMatchObject({ fullname: "Nimal Perera", email: "nimal@sltnet.lk", phone: "0712345678" });
    expect((await call(bb.updateContact, { subscriberID, fullName: "Nimal", email: "not-an-email", phone: "0712345678" }, token)).isSuccess).toBe(false);
    const wrong = await call(bb.changeBbPassword, { subscriberID, currentpass: "guess", newpass: "Matara#2025" }, token);
    expect(wrong).toMatchObject({ isSuccess: false, errorShow: "Your current password is incorrect." });
  });

  it("a package upgrade is requested once, and only to an upgrade of the current package", async () => {
    const { p, token, subscriberID } = await persona("adsl-throttled");
    const request = (newPackage: string) =>
      call(
        bb.packageChangeRequest,
        {
          subscriberID,
          type: "ADSL",
          name: p.name,
          nic: "NA",
          contactMobile: "0771234567",
          email: p.userName,
          existingPackage: "ANY JOY",
          newPackage,
          currentMonthlyValue: "3490.00",
          newMonthlyValue: "4990.00",
          changeType: "Upgrade",
        },
        token,
      );
    expect((await request("WEB STARTER")).isSuccess).toBe(false);
    expect((await request("UNLIMITED BLAST")).isSuccess).toBe(false); // fibre only
    expect(await request("ANY BEAT")).toMatchObject({ isSuccess: true, dataBundle: { message: "Successfully requested" } });
    expect((await request("ANY TIDE")).errorShow).toMatch(/already in progress/);

    const options: { Upgrades: { Any: Array<{ BB_PACKAGE_NAME: string }>; Unlimited: Array<{ STANDARD_GB: number | null }> } } = await data(
      bb.bbPackages,
      { type: "ADSL", package: "ANY JOY" },
      token,
    );
    expect(options.Upgrades.Any.map((o) => o.BB_PACKAGE_NAME)).toEqual(["ANY BEAT", "ANY TIDE"]);
    expect(options.Upgrades.Unlimited.every((o) => o.STANDARD_GB === null)).toBe(true);
  });

  it("purchase history refuses a range beyond 90 days", async () => {
    const { token, subscriberID } = await persona("postpaid-fibre");
    const old = await call(bb.purchaseHistory, { subscriberID, historyFrom: lkDay(-120), historyTo: lkDay(0) }, token);
    expect(old).toMatchObject({ isSuccess: false, errorShow: "Sorry, Unable to access Purchase History older than 3 calender months" });
    const rows: unknown[] = await data(bb.purchaseHistory, { subscriberID, historyFrom: lkDay(-89), historyTo: lkDay(0) }, token);
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });
});

describe("the contracts accept the live API's shapes", () => {
  it("parses an unlimited package (null limit) and numeric Extra GB figures", () => {
    const summary = bb.usageSummary.response.parse({
      isSuccess: true,
      errorMessege: null,
      exceptionDetail: null,
      dataBundle: {
        status: "NORMAL",
        reported_time: "01-Feb-2025 07:11 AM",
        my_package_summary: { limit: null, used: "0.0", volume_unit: "GB" },
        bonus_data_summary: { limit: "6.0", used: "2.9", volume_unit: "GB" },
        free_data_summary: null,
        vas_data_summary: { limit: "100.0", used: "23.1", volume_unit: "GB" },
        extra_gb_data_summary: null,
        my_package_info: {
          package_name: "UNLIMITED BOOST",
          package_summary: null,
          usageDetails: [
            {
              name: "Total Usage",
              limit: null,
              remaining: null,
              used: "0.0",
              percentage: 0,
              volume_unit: "GB",
              expiry_date: "28-Feb",
              claim: null,
              unsubscribable: false,
              timestamp: 0,
              subscriptionid: null,
            },
          ],
          reported_time: "01-Feb-2025 07:11 AM",
        },
      },
      errorShow: null,
      errorCode: null,
    });
    expect(summary).toMatchObject({
      dataBundle: { my_package_summary: { limit: null, used: 0 }, my_package_info: { usageDetails: [{ limit: null, remainingPercent: null }] } },
    });

    const extra = bb.extraGb.response.parse({
      isSuccess: true,
      dataBundle: {
        package_name: null,
        package_summary: { limit: 50.0, used: 0.0, volume_unit: "GB" },
        usageDetails: [
          {
            name: "Extra GB - 50 GB",
            limit: 50.0,
            remaining: 50.0,
            used: 0.0,
            percentage: 100.0,
            volume_unit: "GB",
            expiry_date: "27-Nov",
            claim: null,
            unsubscribable: false,
            timestamp: 0.0,
            subscriptionid: null,
          },
        ],
        reported_time: "2024-09-28T13:56:00",
      },
    });
    expect(extra).toMatchObject({ dataBundle: { usageDetails: [{ limit: 50, remainingPercent: 100 }] } });
  });
});

describe("access", () => {
  it("refuses another user's broadband account and prepaid lines", async () => {
    const a = await persona("postpaid-fibre");
    const b = await persona("postpaid-fibre");
    expect(await call(bb.usageSummary, { subscriberID: b.subscriberID }, a.token)).toMatchObject({
      isSuccess: false,
      errorShow: "You are not authorised to access this broadband account.",
    });
    const lte = await persona("prepaid-lte");
    expect((await call(bb.usageSummary, { subscriberID: lte.subscriberID }, lte.token)).errorShow).toMatch(/prepaid/);
  });
});
