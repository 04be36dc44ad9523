/** The standalone server narrows msw's handler list by method and path before matching. */
import { getResponse } from "msw";
import { describe, expect, it } from "vitest";
import { handlerIndex } from "../../simulator/routing";
import { simulatorHandlers } from "../../simulator/server";

const origin = "http://127.0.0.1:3999";
const handlers = simulatorHandlers(origin);
const index = handlerIndex(handlers);

describe("handler index", () => {
  it("offers the one exact handler for an operator path, whatever its case", () => {
    const login = index.candidates(new Request(`${origin}/api/Account/Login`, { method: "POST" }));
    const lower = index.candidates(new Request(`${origin}/api/account/login`, { method: "POST" }));
    expect(login.length).toBeLessThan(handlers.length / 4);
    expect(login.some((h) => h.info.path === `${origin}/api/Account/Login`)).toBe(true);
    expect(lower).toEqual(login);
  });

  it("keeps the handlers with path parameters for paths it does not know exactly", async () => {
    const request = new Request(`${origin}/banner/images/33/0.svg?ratio=0.6557`);
    const response = await getResponse(index.candidates(request), request);
    expect(response?.status).toBe(200);
    expect(response?.headers.get("content-type")).toContain("image/svg+xml");
  });

  it("does not offer a GET handler for a POST", () => {
    const candidates = index.candidates(new Request(`${origin}/api/AccountOMNI/GetAccountDetailRequest`, { method: "POST" }));
    expect(candidates.some((h) => String(h.info.path).endsWith("GetAccountDetailRequest"))).toBe(false);
  });
});
