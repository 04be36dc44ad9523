/**
 * Each sales wizard answers its posts through its step table (issue 25, item 3): a post whose intent
 * no step of the wizard has is refused with 400, where it used to fall through to a step (the public
 * fibre wizard's packages, the signed-in wizard's step in the URL, the LTE wizard's packages); a known
 * intent still reaches its step.
 */
import { describe, expect, it } from "vitest";
import * as lteRoute from "~/routes/_shell.lterequest/route";
import * as orderRoute from "~/routes/_shell.applyonline.order/route";
import * as fibreRoute from "~/routes/applyonline.fiber/route";
import { sessionCookieFor } from "../support/session";
import { useSimulator } from "../support/sim";
import { browserOf, callRoute, redirectPath } from "../support/route";

const sim = useSimulator();

async function statusOf(answer: unknown): Promise<number> {
  if (!(answer instanceof Response)) throw new Error(`expected a response, got ${JSON.stringify(answer)}`);
  return answer.status;
}

describe("a post whose intent the wizard does not have", () => {
  it("the public fibre wizard answers 400 (it used to be taken for the packages step's Next); Next still opens the details", async () => {
    let visitor = browserOf(null);
    const post = async (fields: Record<string, string>) => {
      const answer = await callRoute(fibreRoute.action, visitor.post("/applyonline/fiber?step=packages", fields));
      const cookie = answer instanceof Response ? answer.headers.get("Set-Cookie")?.split(";")[0] : undefined;
      if (cookie) visitor = browserOf(cookie);
      return answer;
    };
    expect(redirectPath(await post({ intent: "pick", kind: "voice", name: "Home " }))).toBe("/applyonline/fiber?step=packages");
    expect(redirectPath(await post({ intent: "pick", kind: "internet", name: "Any Joy" }))).toBe("/applyonline/fiber?step=packages");
    // With the packages complete, a post the wizard does not know was Next.
    expect(await statusOf(await post({ intent: "packages-finish" }))).toBe(400);
    expect(await statusOf(await post({}))).toBe(400);
    expect(redirectPath(await post({ intent: "packages-next" }))).toBe("/applyonline/fiber?step=details");
  });

  it("the signed-in fibre wizard answers 400 (it used to be taken for the step in the URL); Remove still removes", async () => {
    const person = await sim.client.createPersona("postpaid-fibre");
    const customer = browserOf((await sessionCookieFor(person)).cookie);
    expect(await statusOf(await callRoute(orderRoute.action, customer.post("/applyonline/order?step=1", { intent: "packages-finish" })))).toBe(400);
    expect(await statusOf(await callRoute(orderRoute.action, customer.post("/applyonline/order?step=1", { intent: "details-forget" })))).toBe(400);
    const removed = await callRoute(orderRoute.action, customer.post("/applyonline/order?step=1", { intent: "remove", kind: "voice" }));
    expect(redirectPath(removed)).toBe("/applyonline/order?step=1");
  });

  it("the LTE wizard answers 400 (it used to be taken for the packages step); Apply still saves the radios", async () => {
    const person = await sim.client.createPersona("postpaid-fibre");
    const customer = browserOf((await sessionCookieFor(person)).cookie);
    expect(await statusOf(await callRoute(lteRoute.action, customer.post("/lterequest?step=1", { intent: "packages-finish" })))).toBe(400);
    // An upload is the documents step's alone: a form post naming it is no upload.
    expect(await statusOf(await callRoute(lteRoute.action, customer.post("/lterequest?step=1", { intent: "documents-upload" })))).toBe(400);
    const saved = await callRoute(lteRoute.action, customer.post("/lterequest?step=1", { intent: "packages-save", form: "packages", connection: "cVoice" }));
    expect(redirectPath(saved)).toBe("/lterequest?step=1");
  });

  it("the LTE request for coverage's Apply (without JavaScript) saves what was typed and stays on step 3", async () => {
    const person = await sim.client.createPersona("lte-no-coverage");
    const customer = browserOf((await sessionCookieFor(person)).cookie);
    const post = (step: number, fields: Record<string, string>) => callRoute(lteRoute.action, customer.post(`/lterequest?step=${step}`, fields));
    await post(1, { intent: "pick", kind: "voice", name: "Home " });
    expect(redirectPath(await post(1, { intent: "packages-next" }))).toBe("/lterequest?step=2");
    await post(2, { intent: "location-check", city: "Kilinochchi", lat: "9.3803", lng: "80.377" });
    // It posted step 4's Apply, which the gate sent to step 2 with nothing saved.
    expect(redirectPath(await post(3, { intent: "details-lead-save", form: "details", title: "Ms", firstName: "Malini" }))).toBe("/lterequest?step=3");
    const page = await callRoute(lteRoute.loader, customer.get("/lterequest?step=3"));
    const data: unknown = page instanceof Response ? await page.json() : page;
    expect(data).toMatchObject({ values: { title: "Ms", firstName: "Malini" } });
  });

  it("the request for coverage's Verify buttons (step 4's intents too) answer on step 3, where step 4 is not open", async () => {
    const person = await sim.client.createPersona("lte-no-coverage");
    const customer = browserOf((await sessionCookieFor(person)).cookie);
    const post = (step: number, fields: Record<string, string>) => callRoute(lteRoute.action, customer.post(`/lterequest?step=${step}`, fields));
    await post(1, { intent: "pick", kind: "voice", name: "Home " });
    await post(1, { intent: "packages-next" });
    await post(2, { intent: "location-check", city: "Kilinochchi", lat: "9.3803", lng: "80.377" });
    const checked = await post(3, { intent: "details-check-id", form: "details", title: "Mr", idNumber: "853400937V" });
    expect(redirectPath(checked)).toBe("/lterequest?step=3");
    const page = await callRoute(lteRoute.loader, customer.get("/lterequest?step=3"));
    const data: unknown = page instanceof Response ? await page.json() : page;
    expect(data).toMatchObject({ flags: { idVerified: true } });
    // The same post to step 4, which this location does not open, goes back to the location.
    expect(redirectPath(await post(4, { intent: "details-check-id", form: "details" }))).toBe("/lterequest?step=2");
  });
});
