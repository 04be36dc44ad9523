/**
 * What the operator receives of an uploaded document (issue 23, item 11): the file named after its field
 * with the extension of what its bytes are, and of that type; never the browser's file name or
 * Content-Type. Read from the in-process simulator's record of the order's documents.
 */
import { describe, expect, it } from "vitest";
import * as connectionRoute from "~/routes/_shell.connectionOrder/route";
import { findDraft } from "../../simulator/areas/sales/state";
import { sessionCookieFor } from "../support/session";
import { useSimulator, type Persona } from "../support/sim";
import { callRoute } from "../support/route";

const sim = useSimulator();
const PORTAL = "http://portal.test";
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const JPEG = Buffer.from(
  "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
  "base64",
);

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
