/**
 * A page on another site cannot drive the simulator a developer runs: a browser's cross-site
 * `text/plain` post (sent without asking first) to the control API makes no user.
 */
import { expect, test } from "./fixtures";
import { SIM_URL } from "../../playwright.config";

test("a cross-site text/plain post to /__sim/api/personas is refused and makes no user", async ({ page, sim }) => {
  const before = (await sim.call("listUsers")).length;
  // The portal's origin stands for any other site: the simulator is another origin.
  await page.goto("/");
  const status = await page.evaluate(async (url) => {
    const response = await fetch(`${url}/__sim/api/personas`, {
      method: "POST",
      mode: "no-cors",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ persona: "postpaid-fibre" }),
    });
    return response.type;
  }, SIM_URL);
  expect(status).toBe("opaque");
  expect((await sim.call("listUsers")).length).toBe(before);
});
