/** The prepaid area's operator rules: wallet-paid activation, dormant lines, reloads, timely-pay offers. */
import { describe, expect, it } from "vitest";
import * as prepaid from "#contracts/prepaid";
import type { Contract, RequestOf } from "#contracts/core";
import { DAY_MS, lkDate } from "#contracts/lk";
import { creditWallet } from "../../simulator/areas/prepaid";
import { send, signIn, useSimulator } from "../support/sim";

const sim = useSimulator();
/** The Sri Lanka date some days ago: the operator reads fromDate/toDate as local days, which run 5:30 ahead of UTC ones. */
const isoDay = (daysAgo: number) => lkDate(Date.now() - daysAgo * DAY_MS);

async function personaLine(key: string) {
  const persona = await sim.client.createPersona(key);
  const token = await signIn(persona);
  return { persona, token, tel: persona.lines[0]!.telephoneNo };
}

async function call<C extends Contract>(contract: C, input: RequestOf<C>, token: string) {
  const result = await send(contract, input, token);
  if (result.kind !== "answer") throw new Error(`${contract.name}: ${JSON.stringify(result)}`);
  return result.answer as {
    isSuccess: boolean;
    errorShow?: string | null;
    dataBundle?: unknown;
  };
}

async function data<T>(contract: Contract, input: Record<string, unknown>, token: string): Promise<T> {
  const answer = await call(contract, input as never, token);
  expect(answer.isSuccess, JSON.stringify(answer)).toBe(true);
  return answer.dataBundle as T;
}

const wallet = (tel: string, token: string) =>
  data<{ totalAmount: number | null }>(prepaid.walletDetail, { LTESLTNumber: tel }, token).then((w) => w.totalAmount);

type Unit = { packageName: string; packageCategory: string; currentAmount: number; initialAmount: number; expireTime: string };
const units = (tel: string, token: string) =>
  data<{ listofFreeUnit: Unit[] }>(prepaid.freeUnitDetail, { LTESLTNumber: tel }, token).then((u) => u.listofFreeUnit);

type Pkg = {
  MYSLT_PKG_NAME: string;
  PRICE_LKR_WITH_TAX: number;
  OFFERING_ID: string;
  OFFERING_NAME: string;
  DATA_VOLUME_GB: number | null;
  VALIDITY: number | null;
};
const packages = (type: "Main Packages" | "Add-ons", token: string) =>
  data<{ data: Pkg[] }>(prepaid.packageList, { packageType: type }, token).then((p) => p.data);

const activate = (tel: string, pkg: Pkg, token: string) =>
  call(prepaid.addOffer, { LTESLTNumber: tel, productId: pkg.OFFERING_ID, offerName: pkg.OFFERING_NAME }, token);

describe("prepaid LTE activation", () => {
  it("debits the wallet by the price and adds the package to the data usage", async () => {
    const { token, tel } = await personaLine("prepaid-lte");
    expect(await wallet(tel, token)).toBe(125000);
    const before = await units(tel, token);
    const pkg = (await packages("Main Packages", token)).find((p) => p.MYSLT_PKG_NAME === "Anytime 20GB")!;
    expect(pkg.PRICE_LKR_WITH_TAX).toBe(999);

    const answer = await activate(tel, pkg, token);
    expect(answer).toMatchObject({ isSuccess: true, dataBundle: { finalStatus: "success" } });

    expect(await wallet(tel, token)).toBe(125000 - 99900);
    const after = await units(tel, token);
    expect(after).toHaveLength(before.length + 1);
    const added = after.find((u) => u.packageName === "Anytime 20GB" && u.currentAmount === 20);
    expect(added).toMatchObject({ packageCategory: "Main Packages", initialAmount: 20 });
    expect(added!.expireTime).toMatch(/^\d{14}$/);
  });

  it("adds an add-on under Add-ons", async () => {
    const { token, tel } = await personaLine("prepaid-lte");
    const addOn = (await packages("Add-ons", token)).find((p) => p.MYSLT_PKG_NAME === "YouTube 10GB")!;
    expect((await activate(tel, addOn, token)).isSuccess).toBe(true);
    expect((await units(tel, token)).filter((u) => u.packageCategory === "Add-ons").map((u) => u.packageName)).toContain("YouTube 10GB");
    expect(await wallet(tel, token)).toBe(125000 - 29000);
  });

  it("refuses what the wallet does not cover and changes nothing", async () => {
    const { token, tel } = await personaLine("prepaid-lte");
    const before = await units(tel, token);
    const pkg = (await packages("Main Packages", token)).find((p) => p.PRICE_LKR_WITH_TAX === 1690)!;
    const answer = await activate(tel, pkg, token);
    expect(answer).toMatchObject({ isSuccess: false, errorShow: prepaid.prepaidMessages.insufficient });
    expect(await wallet(tel, token)).toBe(125000);
    expect(await units(tel, token)).toEqual(before);
  });

  it("refuses every package on an empty wallet", async () => {
    const { token, tel } = await personaLine("prepaid-empty");
    expect(await wallet(tel, token)).toBe(0);
    const cheapest = (await packages("Add-ons", token)).sort((a, b) => a.PRICE_LKR_WITH_TAX - b.PRICE_LKR_WITH_TAX)[0]!;
    expect(await activate(tel, cheapest, token)).toMatchObject({ isSuccess: false, errorShow: prepaid.prepaidMessages.insufficient });
  });

  it("blocks a dormant line even when the wallet would cover the price", async () => {
    const { token, tel } = await personaLine("prepaid-dormant");
    const status = await data<{ statusName: string; dormant: boolean; statusExpireTime: string }>(prepaid.subscriberStatus, { LTESLTNumber: tel }, token);
    expect(status).toMatchObject({ statusName: "Pool", dormant: true });
    expect(status.statusExpireTime).toMatch(/^\d{8}$/);
    const weekly = (await packages("Main Packages", token)).find((p) => p.PRICE_LKR_WITH_TAX === 299)!;
    expect(await activate(tel, weekly, token)).toMatchObject({ isSuccess: false, errorShow: prepaid.prepaidMessages.dormant });
    expect(await wallet(tel, token)).toBe(50000);
  });

  it("reports an active line as not dormant, seeded with a main package", async () => {
    const { token, tel } = await personaLine("prepaid-lte");
    const status = await data<{ statusName: string; dormant: boolean }>(prepaid.subscriberStatus, { LTESLTNumber: tel }, token);
    expect(status.dormant).toBe(false);
    expect(status.statusName).not.toBe("Pool");
    const seeded = await units(tel, token);
    expect(seeded.some((u) => u.packageCategory === "Main Packages" && u.currentAmount < u.initialAmount)).toBe(true);
  });

  it("refuses an unknown package", async () => {
    const { token, tel } = await personaLine("prepaid-lte");
    const answer = await call(prepaid.addOffer, { LTESLTNumber: tel, productId: "999999999", offerName: "NOPE" }, token);
    expect(answer.isSuccess).toBe(false);
    expect(await wallet(tel, token)).toBe(125000);
  });
});

describe("prepaid catalogue and access", () => {
  it("lists main packages and add-ons, add-on names normalised into MYSLT_PKG_NAME", async () => {
    const { token } = await personaLine("prepaid-lte");
    const main = await packages("Main Packages", token);
    const addOns = await packages("Add-ons", token);
    expect(main.length).toBeGreaterThan(0);
    expect(addOns.length).toBeGreaterThan(0);
    for (const p of [...main, ...addOns]) {
      expect(p.MYSLT_PKG_NAME).toBeTruthy();
      expect(p.DATA_VOLUME_GB).toBeGreaterThan(0);
      expect(p.VALIDITY).toBeGreaterThan(0);
    }
    expect(addOns.map((p) => p.OFFERING_ID)).not.toContain(main[0]!.OFFERING_ID);
  });

  it("accepts the 94 form of the number", async () => {
    const { token, tel } = await personaLine("prepaid-lte");
    expect(await wallet(`94${tel.slice(1)}`, token)).toBe(125000);
  });

  it("refuses lines the user has not linked, and postpaid lines", async () => {
    const other = await personaLine("prepaid-lte");
    const fibre = await personaLine("postpaid-fibre");
    const foreign = await call(prepaid.walletDetail, { LTESLTNumber: other.tel }, fibre.token);
    expect(foreign).toMatchObject({ isSuccess: false, errorShow: expect.stringContaining("not linked") });
    const buy = await call(prepaid.addOffer, { LTESLTNumber: other.tel, productId: "610010208", offerName: "LTE_PRE_ANYTIME_8GB" }, fibre.token);
    expect(buy.isSuccess).toBe(false);
    expect(await wallet(other.tel, other.token)).toBe(125000);
    const postpaid = await call(prepaid.walletDetail, { LTESLTNumber: fibre.tel }, fibre.token);
    expect(postpaid).toMatchObject({ isSuccess: false, errorShow: expect.stringContaining("not a prepaid") });
  });
});

type Txn = { id: string; txnTime: string; statusCode: string; txnAmount: number };
const history = (tel: string, token: string, fromDaysAgo: number, toDaysAgo = 0) =>
  data<Txn[]>(prepaid.rechargeHistory, { LTESLTNumber: tel, fromDate: isoDay(fromDaysAgo), toDate: isoDay(toDaysAgo) }, token);

describe("reload history", () => {
  it("keeps seeded reloads, some failed, with ids growing with time, filtered by the date range", async () => {
    const { token, tel } = await personaLine("prepaid-lte");
    const lastMonth = await history(tel, token, 31);
    const threeMonths = await history(tel, token, 90);
    expect(lastMonth.length).toBeGreaterThan(0);
    expect(threeMonths.length).toBeGreaterThan(lastMonth.length);
    expect(threeMonths.some((t) => t.statusCode === "1001")).toBe(true);
    expect(threeMonths.some((t) => t.statusCode !== "1001")).toBe(true);
    const byId = [...threeMonths].sort((a, b) => Number(a.id) - Number(b.id));
    expect(byId.map((t) => t.txnTime)).toEqual([...byId.map((t) => t.txnTime)].sort());
    for (const t of threeMonths) expect(t.txnTime).toMatch(/^\d{14}$/);
  });

  it("credits a successful reload, records a failed one without credit, and never credits one reference twice", async () => {
    const { token, tel } = await personaLine("prepaid-lte");
    const before = await history(tel, token, 31);

    await creditWallet(tel, 50000, "1001", "REF-OK-1");
    await creditWallet(tel, 50000, "1001", "REF-OK-1");
    expect(await wallet(tel, token)).toBe(175000);

    await creditWallet(tel, 20000, "1005");
    expect(await wallet(tel, token)).toBe(175000);

    const after = await history(tel, token, 31);
    expect(after).toHaveLength(before.length + 2);
    const newest = [...after].sort((a, b) => Number(b.id) - Number(a.id)).slice(0, 2);
    expect(newest.map((t) => [t.statusCode, t.txnAmount])).toEqual([
      ["1005", 20000],
      ["1001", 50000],
    ]);
    expect(Math.min(...newest.map((t) => Number(t.id)))).toBeGreaterThan(Math.max(...before.map((t) => Number(t.id))));
  });

  it("refuses a range that ends before it starts", async () => {
    const { token, tel } = await personaLine("prepaid-lte");
    const answer = await call(prepaid.rechargeHistory, { LTESLTNumber: tel, fromDate: isoDay(0), toDate: isoDay(10) }, token);
    expect(answer.isSuccess).toBe(false);
  });
});

type Offer = {
  packageid: string;
  packageName: string;
  refno: string;
  imageURL: string | null;
  amount: string | null;
  expiredate: string | null;
  eligiblePeriod: string | null;
};
const offers = (tel: string, token: string) => data<Offer[]>(prepaid.timelyPayOffers, { telephoneno: tel }, token);

describe("timely-pay offers", () => {
  it("lists offers for a postpaid line with a bill and none for a prepaid line", async () => {
    const fibre = await personaLine("postpaid-fibre");
    const list = await offers(fibre.tel, fibre.token);
    expect(list.length).toBeGreaterThan(0);
    for (const o of list) {
      expect(o).toMatchObject({ packageName: expect.any(String), refno: expect.stringMatching(/^\d{10}$/) });
      expect(o.expiredate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number(o.amount)).toBeGreaterThan(0);
      expect(o.eligiblePeriod).toBeTruthy();
    }
    const image = await fetch(list[0]!.imageURL!);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toContain("image/svg+xml");

    const lte = await personaLine("prepaid-lte");
    expect(await offers(lte.tel, lte.token)).toEqual([]);
  });

  it("redeems an offer once; a second redeem is refused and the offer leaves the list", async () => {
    const { token, tel } = await personaLine("postpaid-fibre");
    const [offer] = await offers(tel, token);
    const input = { telephoneno: tel, packageid: offer!.packageid, referenceNo: offer!.refno };

    expect(await call(prepaid.timelyPayActivation, input, token)).toMatchObject({ isSuccess: true });
    expect((await offers(tel, token)).map((o) => o.refno)).not.toContain(offer!.refno);
    expect(await call(prepaid.timelyPayActivation, input, token)).toMatchObject({
      isSuccess: false,
      errorShow: "You have already redeemed this offer.",
    });
  });

  it("refuses another user's offer and an unknown reference", async () => {
    const owner = await personaLine("postpaid-fibre");
    const [offer] = await offers(owner.tel, owner.token);
    const stranger = await personaLine("postpaid-fibre");
    const stolen = await call(prepaid.timelyPayActivation, { telephoneno: owner.tel, packageid: offer!.packageid, referenceNo: offer!.refno }, stranger.token);
    expect(stolen.isSuccess).toBe(false);
    const unknown = await call(prepaid.timelyPayActivation, { telephoneno: owner.tel, packageid: offer!.packageid, referenceNo: "1234" }, owner.token);
    expect(unknown.isSuccess).toBe(false);
    expect((await offers(owner.tel, owner.token)).map((o) => o.refno)).toContain(offer!.refno);
  });

  it("lets offers expire with the clock", async () => {
    const { persona, token, tel } = await personaLine("postpaid-fibre");
    const [offer] = await offers(tel, token);
    await sim.client.call("clock", { advanceMs: 60 * DAY_MS });
    try {
      const later = await signIn(persona);
      expect(await offers(tel, later)).toEqual([]);
      const answer = await call(prepaid.timelyPayActivation, { telephoneno: tel, packageid: offer!.packageid, referenceNo: offer!.refno }, later);
      expect(answer).toMatchObject({ isSuccess: false, errorShow: "This offer has expired." });
    } finally {
      await sim.client.call("clock", { advanceMs: -60 * DAY_MS });
    }
  });
});

describe("what the real API sends", () => {
  const success = (dataBundle: unknown) => ({ isSuccess: true, errorMessege: null, exceptionDetail: null, dataBundle, errorShow: null, errorCode: null });

  it("reads the wallet from a list of balances or a single balance, cents as a string", () => {
    const balance = { balanceType: "C_MAIN_ACCOUNT", totalAmount: "125000", balanceDetail: [{ instanceId: 1, amount: 125000, expireTime: "20371231235959" }] };
    expect(prepaid.walletDetail.response.parse(success([balance]))).toMatchObject({ dataBundle: { totalAmount: 125000 } });
    expect(prepaid.walletDetail.response.parse(success(balance))).toMatchObject({ dataBundle: { totalAmount: 125000 } });
    expect(prepaid.walletDetail.response.parse(success(null))).toMatchObject({ dataBundle: { totalAmount: null, balances: [] } });
  });

  it("names add-ons ADDON_NAME and numbers as strings or numbers", () => {
    const addOn = { OFFERING_ID: 610020310, OFFERING_NAME: "X", ADDON_NAME: "YouTube 10GB", PRICE_LKR_WITH_TAX: "290.00", DATA_VOLUME_GB: "10", VALIDITY: 30 };
    const parsed = prepaid.packageList.response.parse(success({ data: [addOn] }));
    expect(parsed).toMatchObject({
      dataBundle: { data: [{ MYSLT_PKG_NAME: "YouTube 10GB", OFFERING_ID: "610020310", PRICE_LKR_WITH_TAX: 290, DATA_VOLUME_GB: 10 }] },
    });
  });

  it("reads free units from listofFreeUnit or a bare list, and normalises the category", () => {
    const unit = {
      packageName: "Anytime 20GB",
      packageCategory: "Add ons",
      currentAmount: "12.50",
      initialAmount: "20",
      effectiveTime: "20240901000000",
      expireTime: "20241001000000",
    };
    expect(prepaid.freeUnitDetail.response.parse(success({ listofFreeUnit: [unit] }))).toMatchObject({
      dataBundle: { listofFreeUnit: [{ packageCategory: "Add-ons", currentAmount: 12.5, initialAmount: 20 }] },
    });
    expect(prepaid.freeUnitDetail.response.parse(success([unit]))).toMatchObject({ dataBundle: { listofFreeUnit: [{ packageName: "Anytime 20GB" }] } });
    expect(prepaid.freeUnitDetail.response.parse(success({ listofFreeUnit: null }))).toMatchObject({ dataBundle: { listofFreeUnit: [] } });
  });

  it("reads reloads with string amounts and a null list, and offers with the extra eligibledate", () => {
    const txn = { id: 17, subscriberNo: "94114000001", txnId: "T1", txnAmount: "100000", txnTime: "20240912101500", statusCode: 1001 };
    expect(prepaid.rechargeHistory.response.parse(success([txn]))).toMatchObject({ dataBundle: [{ id: "17", txnAmount: 100000, statusCode: "1001" }] });
    expect(prepaid.rechargeHistory.response.parse(success(null))).toMatchObject({ dataBundle: [] });
    const offer = {
      telephoneno: "0112345678",
      eligibledate: "2024-09-01",
      expiredate: "2024-09-30",
      packageid: 12,
      eligiblePeriod: "",
      packageName: "Reward",
      refno: 99,
      amount: 500,
      imageURL: "",
    };
    expect(prepaid.timelyPayOffers.response.parse(success([offer]))).toMatchObject({
      dataBundle: [{ packageid: "12", refno: "99", amount: "500", eligiblePeriod: null, imageURL: null }],
    });
  });

  it("reads the status from an object or a one-item list, and a 'Success' final status", () => {
    expect(prepaid.subscriberStatus.response.parse(success([{ statusName: "Pool", statusExpireTime: 20240101 }]))).toMatchObject({
      dataBundle: { statusName: "Pool", dormant: true, statusExpireTime: "20240101" },
    });
    expect(prepaid.addOffer.response.parse(success({ finalStatus: "Success", dataOcsresultDesc: "" }))).toMatchObject({
      dataBundle: { finalStatus: "success", dataOcsresultDesc: null },
    });
  });
});
