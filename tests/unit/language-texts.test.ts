/**
 * A page in Sinhala or Tamil fetches its language's texts as one JSON document before hydrating: the
 * document carries exactly that language's catalogue, an English page has none, and the browser may
 * keep the texts only for as long as the URL's digest is theirs.
 */
import { describe, expect, it } from "vitest";
import { si } from "~/i18n/si";
import { ta } from "~/i18n/ta";
import { textsResponse, textsUrl } from "~/i18n/texts.server";

const versionOf = (url: string | null) => new URL(url ?? "", "http://portal.test").searchParams.get("v");

describe("the language texts document", () => {
  it("is none for English and one URL per language, carrying a digest of the texts", () => {
    expect(textsUrl("en")).toBeNull();
    expect(textsUrl("si")).toMatch(/^\/texts\/si\?v=[\w-]{12}$/);
    expect(textsUrl("ta")).toMatch(/^\/texts\/ta\?v=[\w-]{12}$/);
    expect(versionOf(textsUrl("si"))).not.toBe(versionOf(textsUrl("ta")));
  });

  it.each([
    ["si", si],
    ["ta", ta],
  ] as const)("answers the %s catalogue, cacheable for a year under its current digest", async (lang, catalogue) => {
    const response = textsResponse(lang, versionOf(textsUrl(lang)));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("application/json");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await response.json()).toEqual(catalogue);
  });

  it("is not kept under an old digest, and there is no such document for English or another language", async () => {
    expect(textsResponse("si", "old").headers.get("Cache-Control")).toBe("no-cache");
    expect(textsResponse("si", null).headers.get("Cache-Control")).toBe("no-cache");
    expect(textsResponse("en", null).status).toBe(404);
    expect(textsResponse("fr", null).status).toBe(404);
    expect(textsResponse(undefined, null).status).toBe(404);
  });
});
