/** The control page at /__sim: server-rendered, no JavaScript, every action a POST that redirects back. */
import { afterEach, describe, expect, it } from "vitest";
import * as auth from "#contracts/auth";
import * as sales from "#contracts/sales";
import * as tv from "#contracts/tv";
import { registry } from "#contracts/registry";
import { IN_PROCESS_ORIGIN } from "../../simulator/in-process";
import { esc } from "../../simulator/control/html";
import { send, signIn, useSimulator } from "../support/sim";

const sim = useSimulator();

async function page(query = ""): Promise<string> {
  const response = await fetch(`${IN_PROCESS_ORIGIN}/__sim${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/html");
  return response.text();
}

/** Submit one of the page's forms; answers where it redirects to (post/redirect/get). */
async function submit(action: string, fields: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${IN_PROCESS_ORIGIN}/__sim/ui/${action}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  const location = response.headers.get("location")!;
  expect(location.startsWith("/__sim")).toBe(true);
  return location.replace(/^\/__sim/, "").replace(/#.*$/, "");
}

const text = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

afterEach(() => {
  delete process.env.PORTAL_URL;
});

describe("control page", () => {
  it("is accessible markup: headings, a label for every field, a caption for every table, escaped values", async () => {
    await sim.client.reset();
    await sim.client.createPersona("postpaid-fibre", { userName: `<img src=x onerror=alert(1)>@sim.test` });
    const html = await page(`?created=${encodeURIComponent("<img src=x onerror=alert(1)>@sim.test")}`);
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<meta name="viewport" content="width=device-width,initial-scale=1" ?\/?>/);
    expect(html).not.toMatch(/<script/i);
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    for (const heading of ["Personas", "Scenarios", "Outbox", "Orders", "Sales leads", "Faults", "Clock", "Journal", "Reset"])
      expect(html).toMatch(new RegExp(`<h2 id="[a-z-]+">${heading}</h2>`));

    const fields = [...html.matchAll(/<(input|select|textarea)\b([^>]*)>/g)].map((m) => m[2]!).filter((attrs) => !/type="hidden"/.test(attrs));
    expect(fields.length).toBeGreaterThanOrEqual(8);
    for (const attrs of fields) {
      const id = /\bid="([^"]+)"/.exec(attrs)?.[1];
      expect(id, attrs).toBeDefined();
      expect(html).toContain(`<label for="${id}">`);
    }
    const tables = html.match(/<table>/g)?.length ?? 0;
    expect(tables).toBeGreaterThanOrEqual(4);
    expect(html.match(/<table><caption>/g)).toHaveLength(tables);

    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&#60;img src=x onerror=alert(1)&#62;@sim.test");
  });

  it("creates a user from the catalogue and shows its credentials and the way into the portal", async () => {
    await sim.client.reset();
    process.env.PORTAL_URL = "http://portal.example:4000";
    const html = await page();
    for (const key of ["postpaid-fibre", "prepaid-lte", "refresh-revoked"]) expect(html).toContain(`<option value="${key}">`);

    const back = await submit("personas", { persona: "prepaid-lte" });
    const userName = new URLSearchParams(back).get("created")!;
    expect(userName).toMatch(/^077\d{7}$/); // a mobile user id, as the prepaid template is a MOBILE user
    const shown = await page(back);
    expect(text(shown)).toContain(`User id ${userName} Password Passw0rd!`);
    expect(shown).toContain(`href="http://portal.example:4000/?userId=${encodeURIComponent(userName)}"`);
    expect(shown).toMatch(/>Open the portal</);
    // The user is real: it signs in.
    expect(await send(auth.login, { username: userName, password: "Passw0rd!", channelID: "WEB" })).toMatchObject({
      answer: { accessToken: expect.any(String) },
    });

    expect(await submit("personas", { persona: "no-such-persona" })).toBe("?error=persona");
    expect(text(await page("?error=persona"))).toContain("No user was created");
  });

  it("lists fibre and LTE orders with their cart and status, the sales leads, and a persona's home", async () => {
    await sim.client.reset();
    const fibre = await sim.client.createPersona("fibre-order-in-progress");
    const lte = await sim.client.createPersona("lte-cart-unpaid");
    const home = await sim.client.createPersona("lte-no-coverage");
    const lead = { servicetype: "LTE" as const, name: "Ravi Kumar", mobileno: "0771112233", city: "Kilinochchi", latitude: "9.3803", longitude: "80.3770" };
    expect(await send(sales.createSalesLead, lead, await signIn(home))).toMatchObject({ answer: { isSuccess: true } });

    const html = await page();
    const orders = text(html.slice(html.indexOf('id="orders-h"'), html.indexOf('id="leads-h"')));
    expect(orders).toContain(`${fibre.order!.refNo} Fibre FULL, paid ${fibre.userName}`);
    expect(orders).toMatch(/In processing crm_state 2, sys_status 0; status code L/);
    expect(orders).toContain(`${lte.order!.refNo} 4G LTE FULL ${lte.userName}`);
    expect(orders).toContain("BEARER: SLT 4G (Rs. 3,900.00 once) VOICE: Home (Rs. 390.00 a month) BROADBAND: 4G Anytime 80 (Rs. 2,990.00 a month)");
    const leads = text(html.slice(html.indexOf('id="leads-h"'), html.indexOf('id="faults-h"')));
    expect(leads).toMatch(/LTE Ravi Kumar lte-no-coverage-\d+@sim\.test 0771112233 Kilinochchi 9\.3803, 80\.3770: coverage NONE/);

    const created = text(await page(`?created=${encodeURIComponent(home.userName)}`));
    expect(created).toContain("Home: Kilinochchi (9.3803, 80.377), 4G LTE coverage NONE.");
  });

  it("shows the outbox with the latest OTP first and prominent", async () => {
    await sim.client.reset();
    for (const userName of ["first@example.lk", "second@example.lk"]) {
      await send(auth.registerV2, { userName, password: "secret1", confirmPassword: "secret1", Name: "Test", userType: "EMAIL" });
    }
    const latest = await sim.client.latestOtp("second@example.lk");
    const earlier = await sim.client.latestOtp("first@example.lk");
    const html = await page();
    expect(html).toContain(`Latest OTP: <strong class="otp big">${latest}</strong> sent to <code>second@example.lk</code>`);
    const outbox = html.slice(html.indexOf('id="outbox-h"'), html.indexOf('id="faults-h"'));
    expect(outbox.indexOf(`<strong class="otp">${latest}</strong>`)).toBeLessThan(outbox.indexOf(`<strong class="otp">${earlier}</strong>`));
  });

  it("adds, lists, removes and clears faults", async () => {
    await sim.client.reset();
    const html = await page();
    for (const contract of registry) expect(html).toContain(`<option value="${contract.name}">`);

    expect(await submit("faults/add", { kind: "http500", contract: "tv.packages", user: "", count: "2", percent: "" })).toBe("?done=fault-added");
    expect(await submit("faults/add", { kind: "latency", contract: "", user: "Fibre@Demo.lk", count: "", percent: "50", latencyMs: "200" })).toBe(
      "?done=fault-added",
    );
    expect(await sim.client.call("listFaults")).toMatchObject([
      { id: 1, kind: "http500", contract: "tv.packages", user: null, remaining: 2, probability: 1 },
      { id: 2, kind: "latency", contract: null, user: "fibre@demo.lk", remaining: null, probability: 0.5, latencyMs: 200 },
    ]);
    expect((await send(tv.packages, {})).kind).not.toBe("answer");
    const listed = text(await page("?done=fault-added"));
    expect(listed).toContain("Fault added.");
    expect(listed).toContain("1 http500 tv.packages every user 1 always 1 of 1 Remove fault 1");
    expect(listed).toContain("2 latency every contract fibre@demo.lk until removed 50%");

    expect(await submit("faults/add", { kind: "http500", contract: "", count: "0" })).toBe("?error=fault");
    expect(await submit("faults/add", { kind: "http500", contract: "tv.nope" })).toBe("?error=fault");
    expect(await submit("faults/remove", { id: "1" })).toBe("?done=fault-removed");
    expect((await sim.client.call("listFaults")).map((f) => f.id)).toEqual([2]);
    expect(await submit("faults/clear")).toBe("?done=faults-cleared");
    expect(await sim.client.call("listFaults")).toEqual([]);
  });

  it("moves the clock: freeze, set to a date, advance by an hour, a day and 30 days, let it run", async () => {
    await sim.client.reset();
    expect(await submit("clock/freeze", { freeze: "true" })).toBe("?done=clock");
    expect(await submit("clock/set", { at: "2025-03-01T10:00" })).toBe("?done=clock");
    expect((await sim.client.call("getClock")).now).toBe("2025-03-01T10:00:00.000Z");
    for (const by of ["hour", "day", "month"]) await submit("clock/advance", { by });
    expect((await sim.client.call("getClock")).now).toBe("2025-04-01T11:00:00.000Z");
    const html = await page();
    expect(text(html)).toContain("Simulator time: 2025-04-01 11:00:00 UTC (frozen)");
    expect(html).toContain(">Let the clock run</button>");
    expect(await submit("clock/set", { at: "soon" })).toBe("?error=date");
    await submit("clock/freeze", { freeze: "false" });
    expect((await sim.client.call("getClock")).frozen).toBe(false);
  });

  it("lists the latest journal entries with their verdicts, and resets with a seed", async () => {
    await sim.client.reset();
    await send(tv.packages, {});
    await fetch(`${IN_PROCESS_ORIGIN}/api/Account/Login`, {
      method: "POST",
      headers: { "x-ibm-client-id": "qa", "content-type": "application/x-www-form-urlencoded" },
      body: "username=a&password=b",
    });
    const journal = text(await page());
    expect(journal).toMatch(/auth\.login 200 request broken ?, answer — channelID: .*tv\.packages 200 request ok ?, answer ok/);

    expect(await submit("reset", { seed: "777" })).toBe("?done=reset");
    expect((await sim.client.call("reset", {})).seed).toBe(777);
    const after = await page();
    expect(after).toContain('name="seed" type="number" step="1" inputmode="numeric" required value="777"');
    expect(text(after)).toContain("No requests yet.");
    expect(await submit("reset", { seed: "1.5" })).toBe("?error=seed");
  });

  it("loads a shipped scenario file from its Load button and shows its users, each with the way into the portal", async () => {
    await sim.client.reset();
    process.env.PORTAL_URL = "http://portal.example:4000";
    const html = await page();
    const section = html.slice(html.indexOf('id="scenarios-h"'), html.indexOf('id="outbox-h"'));
    expect(html).toMatch(/<nav [^>]*>.*<a href="#scenarios-h">Scenarios<\/a>/);
    for (const listed of await sim.client.listScenarios()) {
      expect(section).toContain(`<input type="hidden" name="file" value="${listed.file}">`);
      expect(text(section)).toContain(`Load ${esc(listed.name)}`);
    }
    expect(section).toContain('enctype="multipart/form-data"');
    expect(section).toMatch(/<input id="scenario-file" name="file" type="file"/);

    const back = await submit("scenarios/load", { file: "fibre-95-percent.json" });
    const query = new URLSearchParams(back);
    const userName = query.get("created")!;
    expect(userName).toMatch(/^postpaid-fibre-\d+@sim\.test$/);
    expect(query.get("scenario")).toBe("fibre-95-percent.json");
    expect(query.getAll("user")).toEqual([`alice:${userName}`]);

    const shown = await page(back);
    const loaded = text(shown.slice(shown.indexOf('id="scenarios-h"'), shown.indexOf('id="outbox-h"')));
    expect(loaded).toContain("Scenario loaded: fibre-95-percent.json");
    expect(loaded).toContain(`alice ${userName} Passw0rd! Open the portal as alice (new tab)`);
    expect(loaded).toContain(`New user ready In the scenario alice Persona postpaid-fibre User id ${userName} Password Passw0rd!`);
    expect(shown).toContain(`href="http://portal.example:4000/?userId=${encodeURIComponent(userName)}"`);
    expect(shown).toMatch(/>Open the portal</);
    expect(shown).toContain(`href="/__sim/ui/users/${encodeURIComponent(userName)}/scenario.json"`);
    // The panel is the scenario's, not the Personas section's: one panel, one id.
    expect(shown.match(/id="created"/g)).toHaveLength(1);
    // The user is real, on the scenario's clock: it signs in.
    expect(await send(auth.login, { username: userName, password: "Passw0rd!", channelID: "WEB" })).toMatchObject({
      answer: { accessToken: expect.any(String) },
    });
  });

  it("loads a pasted scenario and an uploaded file; a refused one is listed with each problem and nothing of it is applied", async () => {
    await sim.client.reset();
    const scenario = {
      name: "Two customers",
      description: "A pasted scenario",
      users: [
        { as: "ann", persona: "prepaid-lte" },
        { as: "bob", persona: "postpaid-fibre" },
      ],
    };
    const back = await submit("scenarios/paste", { scenario: JSON.stringify(scenario) });
    const query = new URLSearchParams(back);
    expect(query.get("scenario")).toBe("Two customers");
    expect(query.getAll("user").map((u) => u.split(":")[0])).toEqual(["ann", "bob"]);
    const both = text(await page(back));
    for (const user of query.getAll("user")) expect(both).toContain(`${user.split(":")[0]} ${user.slice(user.indexOf(":") + 1)} Passw0rd! Open the portal`);

    const form = new FormData();
    form.append("file", new Blob([JSON.stringify({ ...scenario, name: "Uploaded" })], { type: "application/json" }), "two-customers.json");
    const uploaded = await fetch(`${IN_PROCESS_ORIGIN}/__sim/ui/scenarios/upload`, { method: "POST", body: form, redirect: "manual" });
    expect(uploaded.status).toBe(303);
    expect(
      new URLSearchParams(
        uploaded.headers
          .get("location")!
          .replace(/^\/__sim\?/, "")
          .replace(/#.*$/, ""),
      ).get("scenario"),
    ).toBe("two-customers.json");

    const users = (await sim.client.call("listUsers")).length;
    const bad = JSON.stringify({ ...scenario, users: [{ as: "ann", persona: "postpaid-fibre", colour: "red", lines: [{ bill: { amountPayable: 12.345 } }] }] });
    const refused = await fetch(`${IN_PROCESS_ORIGIN}/__sim/ui/scenarios/paste`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ scenario: bad }).toString(),
      redirect: "manual",
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("content-type")).toContain("text/html");
    const html = await refused.text();
    expect(html).not.toMatch(/<script/i);
    const problems = text(html.slice(html.indexOf('id="scenario-problems"'), html.indexOf("<section")));
    expect(problems).toContain("The scenario was not loaded : nothing of it was applied. 2 problems");
    expect(problems).toContain("users.0 : Unrecognized key: &#34;colour&#34;");
    expect(problems).toContain("users.0.lines.0.bill.amountPayable : Invalid number: must be a multiple of 0.01");
    expect(html).toMatch(/<div class="error" role="alert" id="scenario-problems">/);
    // The text is kept in the box to be fixed, escaped.
    expect(html).toContain(`spellcheck="false" autocomplete="off">${bad.replace(/"/g, "&#34;")}</textarea>`);
    expect((await sim.client.call("listUsers")).length).toBe(users);

    const notJson = await fetch(`${IN_PROCESS_ORIGIN}/__sim/ui/scenarios/paste`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ scenario: "{ users: [" }).toString(),
      redirect: "manual",
    });
    expect(notJson.status).toBe(400);
    expect(text(await notJson.text())).toContain("(the file) : The scenario is not valid JSON");
    const noFile = await fetch(`${IN_PROCESS_ORIGIN}/__sim/ui/scenarios/load`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "file=no-such-scenario.json",
      redirect: "manual",
    });
    expect(noFile.status).toBe(400);
    expect(text(await noFile.text())).toContain("The scenario no-such-scenario.json was not loaded");
  });

  it("saves a user's state as a scenario file to download, which loads again", async () => {
    await sim.client.resetFrozen(7, "2026-11-20T04:30:00Z"); // a frozen clock: two saves are the same file
    const persona = await sim.client.createPersona("postpaid-fibre");
    const shown = await page(`?created=${encodeURIComponent(persona.userName)}`);
    const href = `/__sim/ui/users/${encodeURIComponent(persona.userName)}/scenario.json`;
    expect(shown).toContain(`<a href="${href}" download="scenario-${persona.userName}.json">Save as scenario<span class="visually-hidden">`);

    const response = await fetch(`${IN_PROCESS_ORIGIN}${href}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="scenario-${persona.userName}.json"`);
    const saved = await response.json();
    expect(saved).toEqual(await sim.client.userScenario(persona.userName));
    expect(saved).toMatchObject({ $schema: "./scenario.schema.json", users: [{ as: "customer", persona: "postpaid-fibre" }] });
    const again = await sim.client.loadScenario(saved);
    expect(again.users[0]!.lines).toHaveLength(persona.lines.length);

    const missing = await fetch(`${IN_PROCESS_ORIGIN}/__sim/ui/users/nobody%40sim.test/scenario.json`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("No user nobody@sim.test");
  });
});
