/**
 * Spec 002: "The app also loads a tag manager at start." With TAG_MANAGER_ID every page's head loads it (its data
 * layer begun, then its script, both with the page's nonce) and the content security policy lets it in; without
 * it, nothing of it is in the page or the policy.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";

async function fresh(env: Record<string, string>) {
  vi.resetModules();
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  const tag = await import("~/render/tag-manager.server");
  const headers = await import("~/security/headers.server");
  const { TagManager } = await import("~/render/TagManager");
  return { ...tag, ...headers, TagManager };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("the tag manager", () => {
  it("is loaded from its configured container, with the page's nonce, and allowed by the policy", async () => {
    const { tagManager, contentSecurityPolicy, TagManager } = await fresh({ TAG_MANAGER_ID: "GTM-ABC123" });
    const tag = tagManager();
    expect(tag).toEqual({ src: "https://www.googletagmanager.com/gtm.js?id=GTM-ABC123", origin: "https://www.googletagmanager.com" });
    const html = renderToStaticMarkup(createElement(TagManager, { src: tag!.src, nonce: "n0nce" }));
    expect(html).toContain('<script async="" src="https://www.googletagmanager.com/gtm.js?id=GTM-ABC123" nonce="n0nce"></script>');
    expect(html).toContain("'gtm.start'");
    const policy = contentSecurityPolicy("n0nce");
    expect(policy).toMatch(/script-src 'self' 'nonce-n0nce' https:\/\/www\.googletagmanager\.com/);
    expect(policy).toMatch(/connect-src [^;]*https:\/\/www\.googletagmanager\.com/);
  });

  it("is not loaded, nor allowed, when none is configured", async () => {
    const { tagManager, contentSecurityPolicy } = await fresh({});
    expect(tagManager()).toBeNull();
    expect(contentSecurityPolicy("n0nce")).not.toContain("googletagmanager");
  });
});
