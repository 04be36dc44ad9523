/**
 * The control plane refuses another website: a post naming another origin (the API and the page's
 * forms), and an API post that is not JSON (what a website's form or `text/plain` fetch sends).
 * Programs without an Origin (curl, the fixtures) and the control page itself keep working.
 */
import { describe, expect, it } from "vitest";
import { IN_PROCESS_ORIGIN } from "../../simulator/in-process";
import { useSimulator } from "../support/sim";

const sim = useSimulator();
const body = JSON.stringify({ persona: "postpaid-fibre" });
const post = (path: string, headers: Record<string, string>, payload = body) =>
  fetch(`${IN_PROCESS_ORIGIN}${path}`, { method: "POST", headers, body: payload, redirect: "manual" });
const userCount = async () => (await sim.client.call("listUsers")).length;

describe("the simulator's control plane and other websites", () => {
  it("refuses a cross-site post to the API, even as JSON, and makes no user", async () => {
    const before = await userCount();
    const response = await post("/__sim/api/personas", { origin: "https://evil.example", "content-type": "application/json" });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: expect.stringContaining("Cross-site") });
    expect(await userCount()).toBe(before);
  });

  it("refuses a text/plain post without an Origin (what a no-cors fetch or a form can send) and makes no user", async () => {
    const before = await userCount();
    const response = await post("/__sim/api/personas", { "content-type": "text/plain;charset=UTF-8" });
    expect(response.status).toBe(415);
    expect(await userCount()).toBe(before);
    const form = await post("/__sim/api/reset", { "content-type": "application/x-www-form-urlencoded" }, "seed=1");
    expect(form.status).toBe(415);
  });

  it("takes JSON from a program, and from its own origin", async () => {
    expect((await post("/__sim/api/personas", { "content-type": "application/json" })).status).toBe(200);
    expect((await post("/__sim/api/personas", { "content-type": "application/json", origin: IN_PROCESS_ORIGIN })).status).toBe(200);
  });

  it("refuses the control page's form posts from another site, and takes its own", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const before = await userCount();
    expect((await post("/__sim/ui/personas", { ...form, origin: "https://evil.example" }, "persona=postpaid-fibre")).status).toBe(403);
    expect((await post("/__sim/ui/personas", { ...form, origin: "null" }, "persona=postpaid-fibre")).status).toBe(403);
    expect(await userCount()).toBe(before);
    const own = await post("/__sim/ui/personas", { ...form, origin: IN_PROCESS_ORIGIN }, "persona=postpaid-fibre");
    expect(own.status).toBe(303);
    expect(await userCount()).toBe(before + 1);
  });
});
