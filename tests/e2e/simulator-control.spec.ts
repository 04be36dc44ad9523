/**
 * A page on another site cannot drive the simulator a developer runs: a browser's cross-site
 * `text/plain` post (sent without asking first) to the control API makes no user.
 */
import { expect, test } from "./fixtures";
import { SIM_URL } from "../../playwright.config";

test("a cross-site text/plain post to /__sim/api/personas is refused and makes no user", async ({ page, sim }) => {
  // A name of its own: other tests make users meanwhile, so the test looks for this one, not at the count.
  const userName = `cross-site-${Date.now()}@example.lk`;
  // The portal's origin stands for any other site: the simulator is another origin.
  await page.goto("/");
  const status = await page.evaluate(
    async ({ url, userName }) => {
      const response = await fetch(`${url}/__sim/api/personas`, {
        method: "POST",
        mode: "no-cors",
        headers: { "content-type": "text/plain" },
        body: JSON.stringify({ persona: "postpaid-fibre", userName }),
      });
      return response.type;
    },
    { url: SIM_URL, userName },
  );
  expect(status).toBe("opaque");
  expect((await sim.call("listUsers")).map((user) => user.userName)).not.toContain(userName);
});
