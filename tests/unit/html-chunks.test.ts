/**
 * A Sinhala or Tamil page's HTML arrives without NUL bytes: React 18's streaming renderer leaves the
 * unfilled tail of its 2 KB buffer in the stream when a three-byte letter meets the buffer's end
 * (app/render/html-chunks.server.ts), and the document collected the way entry.server collects it
 * is byte for byte what renderToString gives.
 */
import { Writable } from "node:stream";
import { createElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withoutUnfilledTail } from "~/render/html-chunks.server";

function stream(element: React.ReactElement, keep: (chunk: Buffer) => Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(keep(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onShellError: reject });
  });
}

/** Many short attribute values (the renderer buffers these), each a Tamil label, after `shift` ASCII bytes. */
const page = (shift: number) =>
  createElement(
    "ul",
    { "data-shift": "x".repeat(shift) },
    Array.from({ length: 60 }, (_, i) => createElement("li", { key: i, "aria-label": "எனது பேக்கேஜ்" }, `${i} இல் 60`)),
  );

describe("the streamed HTML of a page in Tamil", () => {
  it.each([0, 1, 2])("has no NUL byte and equals the whole render (shifted by %i bytes)", async (shift) => {
    const html = await stream(page(shift), withoutUnfilledTail);
    expect(html).not.toContain("\u0000");
    expect(html).toBe(renderToString(page(shift)));
  });

  it("would carry NUL bytes as React sends it (the renderer's flaw the sink works around)", async () => {
    const raw = await Promise.all([0, 1, 2].map((shift) => stream(page(shift), (chunk) => chunk)));
    expect(raw.some((html) => html.includes("\u0000"))).toBe(true);
  });
});
