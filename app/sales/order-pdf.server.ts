/**
 * The order's PDFs, made on the server with jsPDF (only server modules import it, so the browser
 * never downloads it): the receipt the visitor downloads (ftth_order_receipt.pdf) and the
 * application form sent with the documents (named after the NIC or passport). A4, with a header
 * image (the operator's mark on its blue band) under the operator's name and the document's title,
 * and a footer image under the footer's text. The images are drawn from the design tokens by
 * scripts/receipt-images.mjs; the text colour is the tokens' (tokens.css), read at build time.
 */
import { jsPDF } from "jspdf";
import type { DraftRow } from "#contracts/sales";
import { inEnglish } from "~/i18n/language.server";
import { t } from "~/i18n/sales-status";
import tokensCss from "~/styles/tokens.css?raw";
import footerImage from "./receipt-footer.jpg?inline";
import headerImage from "./receipt-header.jpg?inline";
import type { Operator } from "~/operator/route.server";
import { identityOf, readDraft } from "./order.server";
import { billingAddress, customerName, identityLine, orderDate, packagesOf, serviceAddress, type OrderView } from "./order-view";

export const RECEIPT_FILE_NAME = "ftth_order_receipt.pdf";

type Rgb = [number, number, number];

function tokenColour(name: string): Rgb {
  const hex = new RegExp(`--${name}:\\s*(?:light-dark\\()?#([0-9a-f]{6})`, "i").exec(tokensCss)?.[1] ?? "000000";
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

const PAGE = { width: 210, height: 297, margin: 18, header: 28, footer: 18 };

/** A4 page with the header and footer bands; `section` and `row` write downwards from the header. */
function framed(title: string) {
  const doc = new jsPDF({ format: "a4", unit: "mm" });
  const onPrimary = tokenColour("color-on-primary");
  const text = tokenColour("color-text");

  doc.addImage(headerImage, "JPEG", 0, 0, PAGE.width, PAGE.header);
  doc.setTextColor(...onPrimary);
  doc.setFont("helvetica", "bold");
  doc.setFontSize(18);
  doc.text(t("status.receipt.operator"), PAGE.margin, 13);
  doc.setFontSize(12);
  doc.setFont("helvetica", "normal");
  doc.text(title, PAGE.margin, 22);

  doc.addImage(footerImage, "JPEG", 0, PAGE.height - PAGE.footer, PAGE.width, PAGE.footer);
  doc.setFontSize(9);
  doc.text(t("status.receipt.footer"), PAGE.margin, PAGE.height - PAGE.footer / 2 + 1.5);

  doc.setTextColor(...text);
  let y = PAGE.header + 14;
  const labelWidth = 50;
  const valueWidth = PAGE.width - 2 * PAGE.margin - labelWidth;

  return {
    section(heading: string) {
      y += 3;
      doc.setFont("helvetica", "bold");
      doc.setFontSize(13);
      doc.text(heading, PAGE.margin, y);
      y += 8;
    },
    row(label: string, value: string | string[]) {
      doc.setFontSize(11);
      doc.setFont("helvetica", "bold");
      doc.text(label, PAGE.margin, y);
      doc.setFont("helvetica", "normal");
      const lines = (Array.isArray(value) ? value : [value]).flatMap((v) => doc.splitTextToSize(v || "-", valueWidth) as string[]);
      doc.text(lines, PAGE.margin + labelWidth, y);
      y += Math.max(1, lines.length) * 6 + 2;
    },
    paragraph(value: string) {
      doc.setFont("helvetica", "normal");
      doc.setFontSize(11);
      const lines = doc.splitTextToSize(value, PAGE.width - 2 * PAGE.margin) as string[];
      doc.text(lines, PAGE.margin, y);
      y += lines.length * 6 + 2;
    },
    bytes: (): Uint8Array<ArrayBuffer> => new Uint8Array(doc.output("arraybuffer")),
  };
}

/** The receipt, in English whatever the page's language (the PDF fonts carry Latin letters only). */
export function receiptPdf(view: () => OrderView): Uint8Array<ArrayBuffer> {
  return inEnglish(() => drawReceipt(view()));
}

function drawReceipt(view: OrderView): Uint8Array<ArrayBuffer> {
  const pdf = framed(t("status.receipt.title"));
  pdf.row(t("status.reference"), view.reference);
  pdf.row(t("status.date"), view.date);
  pdf.row(t("status.status"), view.status);
  pdf.row(t("status.amount"), view.amount);
  pdf.section(t("status.customer"));
  pdf.row(t("status.application.name"), view.customer);
  pdf.row(t("status.location"), view.location);
  pdf.section(t("status.packages"));
  for (const p of view.packages) pdf.row(p.label, p.name);
  return pdf.bytes();
}

export function applicationFileName(identityNumber: string): string {
  return `${identityNumber.replace(/[^A-Za-z0-9]/g, "") || "application"}.pdf`;
}

/** The application form the operator files with the proof documents, in English like the receipt. */
export function applicationPdf(draft: DraftRow, date: string): Uint8Array<ArrayBuffer> {
  return inEnglish(() => drawApplication(draft, date));
}

function drawApplication(draft: DraftRow, date: string): Uint8Array<ArrayBuffer> {
  const pdf = framed(t(draft.servicE_TYPE === "LTE" ? "status.application.titleLte" : "status.application.title"));
  pdf.row(t("status.reference"), draft.reF_NO);
  pdf.row(t("status.date"), date);
  pdf.section(t("status.customer"));
  pdf.row(t("status.application.name"), customerName(draft));
  pdf.row(t("status.application.identity"), identityLine(draft));
  pdf.row(t("status.application.mobile"), draft.mobileno ?? "");
  pdf.row(t("status.application.email"), draft.email ?? "");
  pdf.row(t("status.application.serviceAddress"), serviceAddress(draft));
  pdf.row(t("status.application.billingAddress"), billingAddress(draft));
  pdf.row(t("status.application.billMode"), draft.billinG_MODE ?? "");
  pdf.section(t("status.packages"));
  for (const p of packagesOf(draft)) pdf.row(p.label, p.name);
  pdf.paragraph(t("status.application.declaration"));
  return pdf.bytes();
}

/**
 * The application form of the draft a signed-in wizard saved, as a download (a plain link fetches
 * it, with or without JavaScript), named after the NIC or passport; 404 while there is no draft.
 */
export async function applicationDownload(op: Operator, refNo: string | null | undefined): Promise<Response> {
  if (!refNo) throw new Response("No saved draft yet", { status: 404 });
  const read = await readDraft(op, refNo);
  if (!read.ok) throw new Response(read.message, { status: 404 });
  const pdf = applicationPdf(read.draft, orderDate(read.draft.requesT_DATE));
  return new Response(pdf, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${applicationFileName(identityOf(read.draft).number)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
