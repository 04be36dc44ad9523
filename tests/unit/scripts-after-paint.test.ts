/**
 * The server sends Remix's module preloads, its module script and the texts' fetch preload inert
 * (app/render/scripts-after-paint.server.ts), for `<ScriptsAfterPaint />` to make live after the first frame; everything
 * else in the document passes as it is.
 */
import { Buffer } from "node:buffer";
import { describe, expect, it } from "vitest";
import { withScriptsAfterPaint } from "~/render/scripts-after-paint.server";

const shell =
  '<p lang="si">සිංහල</p><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/root-B.js"/>' +
  '<script nonce="n0">window.__remixContext = {};</script><script nonce="n0" type="module" async="">import * as route0 from "/assets/root-B.js";</script>';

describe("withScriptsAfterPaint", () => {
  it("makes each module preload and the module script inert, and keeps every other byte", () => {
    const out = withScriptsAfterPaint(Buffer.from(shell)).toString("utf8");
    expect(out).toBe(
      '<p lang="si">සිංහල</p><link rel="x-modulepreload" href="/assets/entry.client-A.js"/><link rel="x-modulepreload" href="/assets/root-B.js"/>' +
        '<script nonce="n0">window.__remixContext = {};</script><script nonce="n0" type="x-module" async="">import * as route0 from "/assets/root-B.js";</script>',
    );
  });

  it("makes the texts' fetch preload inert, and leaves every other preload live", () => {
    const head =
      '<link rel="preload" as="fetch" href="/texts/si?v=1" crossorigin="anonymous"/>' +
      '<link rel="preload" as="font" type="font/woff2" href="/assets/si-400.woff2" crossorigin="anonymous"/>';
    expect(withScriptsAfterPaint(Buffer.from(head)).toString("utf8")).toBe(
      '<link rel="x-preload" as="fetch" href="/texts/si?v=1" crossorigin="anonymous"/>' +
        '<link rel="preload" as="font" type="font/woff2" href="/assets/si-400.woff2" crossorigin="anonymous"/>',
    );
  });

  it("passes a batch without them on untouched (the same buffer)", () => {
    const part = Buffer.from('<div hidden id="S:0"><p lang="ta">தமிழ்</p></div><script nonce="n0">$RC("B:0","S:0")</script>');
    expect(withScriptsAfterPaint(part)).toBe(part);
  });
});
