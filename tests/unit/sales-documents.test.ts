import { describe, expect, it } from "vitest";
import type { DraftRow } from "#contracts/sales";
import { parseWithSchema } from "~/forms/parse";
import type { Operator } from "~/operator/route.server";
import { billingIsServiceAddress, draftUpdate, hasBillingAddress, identityOf } from "~/sales/order.server";
import { documentsSchema, fileProblem, imageKindOf, MAX_DOCUMENT_BYTES, requiredDocuments } from "~/sales/documents";
import { readDocumentsForm, uploadDocuments } from "~/sales/documents.server";
import { applicationFileName, applicationPdf, receiptPdf } from "~/sales/order-pdf.server";
import { agentCodeSchema, billingSchema } from "~/routes/applyonline.fibre.statustracking.$orderId/schema";
import { orderView } from "~/sales/order-view";
import { withLanguage } from "~/i18n/language.server";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const PDF = [...Buffer.from("%PDF-1.3\n")];

function file(name: string, head: number[], size = 1024, type = "image/jpeg") {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
}

const draft = {
  reF_NO: "FTTH25020871",
  paymenT_REFUND_STATUS: "70431",
  useR_COMMENT: "FULL",
  filE_UPLOAD_STATUS: "N",
  title: "Mr",
  firstname: "Nimal",
  lastname: "Perera",
  nic: "199012345678",
  passport: null,
  pp: null,
  mobileno: "0771234567",
  email: null,
  requesT_DATE: "2025-02-03T10:15:00",
  servicE_ADD_NO: "60",
  servicE_ADD_STREET1: "12 Galle Road",
  servicE_ADD_STREET2: "Dehiwala",
  servicE_ADD_CITY: "Dehiwala",
  servicE_ADD_POSTAL_CODE: "10350",
  billinG_ADD_STREET1: "12 Galle Road",
  billinG_ADD_STREET2: "Dehiwala",
  voicE_PACKAGE: "Home ",
  bB_PACKAGE: "Any Joy",
  peO_PACKAGE: "PEO Silver",
  rtom: "CO",
} as unknown as DraftRow;

const errorsOf = (s: object) => ("error" in s ? (s.error as Record<string, string[] | null> | undefined) : undefined);
const valueOf = (s: object) => ("value" in s ? s.value : undefined);

/** Latin-1 text of a PDF: jsPDF writes its text uncompressed, as `(...) Tj` operators. */
const pdfText = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

describe("document rules", () => {
  it("knows PNG and JPEG by their bytes, whatever the name", () => {
    expect(imageKindOf(new Uint8Array(PNG))).toBe("png");
    expect(imageKindOf(new Uint8Array(JPEG))).toBe("jpeg");
    expect(imageKindOf(new Uint8Array(PDF))).toBeNull();
    expect(imageKindOf(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });

  it("asks NIC holders for front and back, passport holders for the passport, and a proof when the billing address differs", () => {
    expect(requiredDocuments({ identity: "nic", billingProof: false })).toEqual(["nicFront", "nicBack"]);
    expect(requiredDocuments({ identity: "pp", billingProof: true })).toEqual(["passport", "billingProof"]);
  });

  it("refuses a missing file, one over 2097152 bytes and one not named png, jpg or jpeg", () => {
    expect(fileProblem(undefined)).toBe("missing");
    expect(fileProblem(new File([], ""))).toBe("missing");
    expect(fileProblem(file("a.jpg", JPEG, MAX_DOCUMENT_BYTES))).toBeNull();
    expect(fileProblem(file("a.jpg", JPEG, MAX_DOCUMENT_BYTES + 1))).toBe("tooLarge");
    expect(fileProblem(file("a.pdf", PDF))).toBe("wrongType");
    expect(fileProblem(file("A.JPEG", JPEG))).toBeNull();
  });

  it("gives 'Please upload all the relevant files' for a missing one and 'Maximum file upload size 2MB' at the field", () => {
    const schema = documentsSchema({ identity: "nic", billingProof: false });
    const missing = new FormData();
    missing.set("nicFront", file("front.jpg", JPEG));
    const a = parseWithSchema(missing, { schema });
    expect(a.status).toBe("error");
    expect(errorsOf(a)?.[""]).toEqual(["Please upload all the relevant files"]);

    const big = new FormData();
    big.set("nicFront", file("front.jpg", JPEG, MAX_DOCUMENT_BYTES + 1));
    big.set("nicBack", file("back.png", PNG));
    expect(errorsOf(parseWithSchema(big, { schema }))?.nicFront).toEqual(["Maximum file upload size 2MB"]);

    // Over 2 MB on the server, the part is dropped as it is read (readDocumentsForm): that file is too large, not
    // missing, so the form does not also say 'Please upload all the relevant files'.
    const dropped = new FormData();
    dropped.set("nicBack", file("back.png", PNG));
    expect(errorsOf(parseWithSchema(dropped, { schema: documentsSchema({ identity: "nic", billingProof: false }, new Set(["nicFront"])) }))).toEqual({
      nicFront: ["Maximum file upload size 2MB"],
    });
  });
});

describe("billing address and agent code forms", () => {
  it("needs both lines, trimmed, unless the service address is copied", () => {
    const form = (e: Record<string, string>) => Object.entries(e).reduce((f, [k, v]) => (f.set(k, v), f), new FormData());
    const empty = parseWithSchema(form({ line1: "  ", line2: "" }), { schema: billingSchema });
    expect(errorsOf(empty)).toEqual({ line1: ["Cannot be Empty"], line2: ["Cannot be Empty"] });
    const ok = parseWithSchema(form({ line1: " 5 Lake Drive ", line2: " Kandy " }), { schema: billingSchema });
    expect(ok.status).toBe("success");
    expect(valueOf(ok)).toEqual({ same: false, line1: "5 Lake Drive", line2: "Kandy" });
    expect(valueOf(parseWithSchema(form({ same: "on" }), { schema: billingSchema }))).toMatchObject({ same: true });
  });

  it("needs an agent code of at least 5 characters", () => {
    const form = (code: string) => {
      const data = new FormData();
      data.set("agentCode", code);
      return data;
    };
    expect(errorsOf(parseWithSchema(form("AB12"), { schema: agentCodeSchema }))?.agentCode).toEqual(["Agent code must be greater than 4 characters long."]);
    expect(valueOf(parseWithSchema(form(" AB123 "), { schema: agentCodeSchema }))).toEqual({ agentCode: "AB123" });
    // Past the box's bound the catalogue says so, in the page's language, not zod's "Too big: expected string ...".
    const long = form("A".repeat(21));
    expect(errorsOf(parseWithSchema(long, { schema: agentCodeSchema }))?.agentCode).toEqual(["Maximum 20 characters"]);
    const sinhala = new Request("http://portal.test/", { headers: { Cookie: "lang=si" } });
    expect(withLanguage(sinhala, () => errorsOf(parseWithSchema(long, { schema: agentCodeSchema }))?.agentCode)).toEqual(["උපරිම අක්ෂර 20"]);
  });

  it("reads the draft: billing present and the same as the service address, the NIC, the update with every field", () => {
    expect(hasBillingAddress(draft)).toBe(true);
    expect(billingIsServiceAddress(draft)).toBe(true);
    expect(billingIsServiceAddress({ ...draft, billinG_ADD_STREET1: "5 Lake Drive" })).toBe(false);
    expect(identityOf(draft)).toEqual({ kind: "nic", number: "199012345678" });
    expect(identityOf({ ...draft, nic: null, passport: "n1234567" })).toEqual({ kind: "pp", number: "N1234567" });
    const update = draftUpdate(draft, { BILLING_ADD_STREET1: "x" });
    expect(update).toMatchObject({ REF_NO: "FTTH25020871", SERVICE_TYPE: "FTTH", FIRSTNAME: "Nimal", VOICE_PACKAGE: "Home ", BILLING_ADD_STREET1: "x" });
  });
});

describe("multipart and upload", () => {
  it("reads a part over 2 MB without failing and names it", async () => {
    const body = new FormData();
    body.set("nicFront", file("front.jpg", JPEG, 3 * 1024 * 1024));
    body.set("nicBack", file("back.jpg", JPEG));
    const { formData, tooLarge } = await readDocumentsForm(new Request("http://portal.test/x", { method: "POST", body }));
    expect([...tooLarge]).toEqual(["nicFront"]);
    expect(formData.get("nicFront")).toBeNull();
    expect((formData.get("nicBack") as File).size).toBe(1024);
  });

  it("checks the content before sending, and sends the images with the application PDF named after the NIC", async () => {
    const sent: Array<Record<string, unknown>> = [];
    const operator = {
      data: async (_contract: unknown, input: Record<string, unknown>) => {
        sent.push(input);
        return { ok: true, data: null };
      },
    } as unknown as Operator;
    const needs = { identity: "nic" as const, billingProof: false };

    const renamed = new FormData();
    renamed.set("nicFront", file("front.jpg", PDF));
    renamed.set("nicBack", file("back.jpg", JPEG));
    expect(await uploadDocuments(operator, draft, needs, renamed, "199012345678", "2025-02-03")).toEqual({
      ok: false,
      message: "Only png, jpg and jpeg images are allowed.",
      field: "nicFront",
    });
    expect(sent).toHaveLength(0);

    const good = new FormData();
    good.set("nicFront", file("front.jpg", JPEG));
    good.set("nicBack", file("back.png", PNG, 2048, "image/png"));
    expect(await uploadDocuments(operator, draft, needs, good, "199012345678", "2025-02-03")).toEqual({ ok: true });
    const input = sent[0]!;
    expect(Object.keys(input).sort()).toEqual(["application_file", "nic", "nicback_file", "nicfront_file", "orderreff", "ppNumber", "rtom"]);
    const application = input.application_file as File;
    expect(application.name).toBe("199012345678.pdf");
    expect(application.type).toBe("application/pdf");
    expect(input).toMatchObject({ nic: "199012345678", orderreff: "FTTH25020871", ppNumber: "" });
  });
});

describe("PDFs", () => {
  it("the receipt is an A4 PDF with its header and footer images, the reference, the amount and the packages", () => {
    const text = pdfText(receiptPdf(() => orderView(draft, 10000, "Pending Document Upload")));
    expect(text.startsWith("%PDF-")).toBe(true);
    expect(text).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
    // The header image (1050 x 140 px) and the footer image (1050 x 90 px), each an image of the page.
    const images = [...text.matchAll(/\/Subtype \/Image[\s\S]*?\/Width (\d+)[\s\S]*?\/Height (\d+)/g)].map((m) => `${m[1]}x${m[2]}`);
    expect(images.sort()).toEqual(["1050x140", "1050x90"]);
    for (const expected of ["FTTH25020871", "Rs. 10000.00", "Any Joy", "PEO Silver", "Home", "FTTH Order Receipt"]) expect(text).toContain(expected);
  });

  it("the application PDF carries the customer and is named after the NIC or passport", () => {
    const text = pdfText(applicationPdf(draft, "2025-02-03 10:15"));
    expect(text).toContain("NIC 199012345678");
    expect(text).toContain("Nimal");
    expect(applicationFileName("N 1234567")).toBe("N1234567.pdf");
  });

  it.each(["si", "ta"])("a customer reading in %s still gets the PDFs in English (their fonts carry Latin letters only)", (lang) => {
    const request = new Request("http://portal.test/", { headers: { Cookie: `lang=${lang}` } });
    const receipt = withLanguage(request, () => pdfText(receiptPdf(() => orderView(draft, 10000, "Pending Document Upload"))));
    const application = withLanguage(request, () => pdfText(applicationPdf(draft, "2025-02-03 10:15")));
    expect(receipt).toContain("FTTH Order Receipt");
    expect(receipt).not.toMatch(/[\u0D80-\u0DFF\u0B80-\u0BFF]/);
    expect(application).toContain("NIC 199012345678");
    expect(application).not.toMatch(/[\u0D80-\u0DFF\u0B80-\u0BFF]/);
  });
});
