/**
 * What the operator receives of an uploaded document (issue 23, item 11): the file named after its field
 * with the extension of what its bytes are, and of that type; never the browser's file name or
 * Content-Type. And the application PDF made with them: a failure to make it is only logged, the
 * documents go without it (issue 25, item 4c). Read from the in-process simulator's record of the
 * order's documents.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import * as connectionRoute from "~/routes/_shell.connectionOrder/route";
import type * as OrderPdf from "~/sales/order-pdf.server";
import { findDraft } from "../../simulator/areas/sales/state";
import { sessionCookieFor } from "../support/session";
import { useSimulator, type Persona } from "../support/sim";
import { callRoute } from "../support/route";

/** Switched on by a test: making the application PDF fails (jsPDF throwing). */
const pdf = vi.hoisted(() => ({ fails: false }));
vi.mock("~/sales/order-pdf.server", async (original) => {
  const real = await original<typeof OrderPdf>();
  return {
    ...real,
    applicationPdf: (...args: Parameters<typeof real.applicationPdf>) => {
      if (pdf.fails) throw new Error("jsPDF: out of memory");
      return real.applicationPdf(...args);
    },
  };
});

const sim = useSimulator();
const PORTAL = "http://portal.test";
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const JPEG = Buffer.from(
  "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
  "base64",
);

async function upload(cookie: string) {
  const body = new FormData();
  body.set("nicFront", new File([PNG], "front.png", { type: "image/png" }));
  body.set("nicBack", new File([JPEG], "back.jpg", { type: "image/jpeg" }));
  return callRoute(connectionRoute.action, new Request(`${PORTAL}/connectionOrder`, { method: "POST", headers: { Cookie: cookie, Origin: PORTAL }, body }));
}

describe("an uploaded document", () => {
  it("reaches the operator as <field>.<png|jpg> with the type its bytes show, whatever the browser called it", async () => {
    const person: Persona = await sim.client.createPersona("fibre-order-paid");
    const { cookie } = await sessionCookieFor(person);
    const body = new FormData();
    // A PNG the browser calls a web page with a path in its name; a JPEG it calls a PNG.
    body.set("nicFront", new File([PNG], "../../<script>alert(1)</script>.png", { type: "text/html" }));
    body.set("nicBack", new File([JPEG], "C:\\Users\\me\\back.png", { type: "image/png" }));
    const answer = await callRoute(
      connectionRoute.action,
      new Request(`${PORTAL}/connectionOrder`, { method: "POST", headers: { Cookie: cookie, Origin: PORTAL }, body }),
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe("/connectionOrder");

    const documents = findDraft(person.order!.refNo)!.documents;
    expect(documents.filter((d) => d.field !== "application_file")).toEqual([
      { field: "nicfront_file", name: "nicfront_file.png", type: "image/png", size: PNG.length },
      { field: "nicback_file", name: "nicback_file.jpg", type: "image/jpeg", size: JPEG.length },
    ]);
  });
});

describe("the application PDF", () => {
  afterEach(() => {
    pdf.fails = false;
    vi.restoreAllMocks();
  });

  it("goes to the operator with the documents", async () => {
    const person: Persona = await sim.client.createPersona("fibre-order-paid");
    const answer = await upload((await sessionCookieFor(person)).cookie);
    expect((answer as Response).headers.get("Location")).toBe("/connectionOrder");
    expect(findDraft(person.order!.refNo)!.documents.map((d) => d.field)).toEqual(["nicfront_file", "nicback_file", "application_file"]);
  });

  it("that cannot be made is logged, and the documents are uploaded without it", async () => {
    const person: Persona = await sim.client.createPersona("fibre-order-paid");
    pdf.fails = true;
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = await upload((await sessionCookieFor(person)).cookie);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe("/connectionOrder");
    const draft = findDraft(person.order!.refNo)!;
    expect(draft.fileUploadStatus).toBe("Y");
    expect(draft.documents.map((d) => d.field)).toEqual(["nicfront_file", "nicback_file"]);
    const lines = logged.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith("{"));
    expect(lines.map((line) => JSON.parse(line) as unknown)).toContainEqual({
      event: "application-pdf-failed",
      orderRef: person.order!.refNo,
      message: "jsPDF: out of memory",
    });
  });
});
