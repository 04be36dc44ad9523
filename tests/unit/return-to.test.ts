/** Posts that send the browser back somewhere accept only this portal's own paths. */
import { describe, expect, it } from "vitest";
import { safeReturnTo } from "~/accounts/return-to";

describe("safeReturnTo", () => {
  it.each(["/boardBand/summary", "/bill/0?tab=history", "/voice#forwarding"])("keeps the portal's path %s", (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it.each([
    "/.//evil.com",
    "/./\\evil.com",
    "/a/..//evil.com",
    "//evil.com",
    "/\\evil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    "https://evil.com/",
    "javascript:alert(1)",
    "evil.com",
    "",
  ])("refuses %j and falls back", (value) => {
    expect(safeReturnTo(value)).toBe("/boardBand/summary");
  });

  it("falls back to the page it is given", () => {
    expect(safeReturnTo(null, "/noAccount")).toBe("/noAccount");
  });
});
