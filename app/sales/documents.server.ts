/**
 * Receiving the proof documents: the multipart body is read into memory with a 2 MB cap per part,
 * each image is checked by its content (PNG or JPEG signature), and the files go to the operator,
 * named `<field>.<png|jpg>` with the type of what their bytes are, with the generated application PDF
 * (a failure to make it is logged, and the documents go without it, as the specification says).
 */
import { unstable_createMemoryUploadHandler, unstable_parseMultipartFormData, MaxPartSizeExceededError, type UploadHandler } from "@remix-run/node";
import * as sales from "#contracts/sales";
import type { DraftRow } from "#contracts/sales";
import type { Operator } from "~/operator/route.server";
import { DOCUMENT_FIELDS, imageKindOf, isGiven, MAX_DOCUMENT_BYTES, requiredDocuments, type DocumentField, type DocumentNeeds } from "./documents";
import { documentMessage } from "./documents";
import { applicationFileName, applicationPdf } from "./order-pdf.server";

/**
 * The form data, and the fields whose part went over 2 MB. A part over the cap is refused by the
 * memory handler; the rest of it is still read (and dropped), so the browser gets the answer
 * instead of a connection closed in the middle of its upload.
 */
export async function readDocumentsForm(request: Request): Promise<{ formData: FormData; tooLarge: Set<string> }> {
  const tooLarge = new Set<string>();
  const memory = unstable_createMemoryUploadHandler({ maxPartSize: MAX_DOCUMENT_BYTES });
  const handler: UploadHandler = async (part) => {
    const source = part.data[Symbol.asyncIterator]();
    const passed = {
      [Symbol.asyncIterator]: () => ({ next: () => source.next() }),
    } as AsyncIterable<Uint8Array>;
    try {
      return await memory({ ...part, data: passed });
    } catch (error) {
      if (!(error instanceof MaxPartSizeExceededError)) throw error;
      tooLarge.add(part.name);
      for (let chunk = await source.next(); !chunk.done; chunk = await source.next()) {
        // Dropped: only the fact that it was too large matters.
      }
      return undefined;
    }
  };
  const formData = await unstable_parseMultipartFormData(request, handler);
  return { formData, tooLarge };
}

const SNIFFED = { png: { extension: "png", type: "image/png" }, jpeg: { extension: "jpg", type: "image/jpeg" } } as const;

/**
 * The file as the operator gets it: named after its field with the extension of what its bytes are,
 * and of that type. The browser's name (a path, a script's name, anything) and its Content-Type go no
 * further than this check.
 */
function asSniffed(field: DocumentField, file: File, kind: keyof typeof SNIFFED): File {
  const { extension, type } = SNIFFED[kind];
  return new File([file], `${DOCUMENT_FIELDS[field]}.${extension}`, { type });
}

/** The application PDF, or null when it cannot be made: the failure is logged and the upload goes on without it. */
function applicationFile(draft: DraftRow, date: string, identityNumber: string): File | null {
  try {
    return new File([applicationPdf(draft, date)], applicationFileName(identityNumber), { type: "application/pdf" });
  } catch (error) {
    console.error(JSON.stringify({ event: "application-pdf-failed", orderRef: draft.reF_NO, message: error instanceof Error ? error.message : String(error) }));
    return null;
  }
}

export type UploadResult = { ok: true } | { ok: false; message: string; field?: DocumentField };

/**
 * The content check and the upload, in that order; the first problem only. Run after documentsSchema, which has
 * already said which part went over 2 MB (readDocumentsForm's `tooLarge`).
 */
export async function uploadDocuments(
  operator: Operator,
  draft: DraftRow,
  needs: DocumentNeeds,
  formData: FormData,
  identityNumber: string,
  date: string,
): Promise<UploadResult> {
  const required = requiredDocuments(needs);
  const files = new Map<DocumentField, File>();
  for (const field of required) {
    const file = formData.get(field);
    if (!(file instanceof File) || !isGiven(file)) return { ok: false, message: documentMessage("missing") };
    if (file.size > MAX_DOCUMENT_BYTES) return { ok: false, message: documentMessage("tooLarge"), field };
    const kind = imageKindOf(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
    if (!kind) return { ok: false, message: documentMessage("wrongType"), field };
    files.set(field, asSniffed(field, file, kind));
  }

  const application = applicationFile(draft, date, identityNumber);
  const blobs: Partial<Record<(typeof DOCUMENT_FIELDS)[DocumentField], Blob>> = {};
  for (const [field, file] of files) blobs[DOCUMENT_FIELDS[field]] = file;
  const answer = await operator.data(sales.uploadDocuments, {
    ...blobs,
    ...(application ? { application_file: application } : {}),
    nic: needs.identity === "nic" ? identityNumber : "",
    ppNumber: needs.identity === "pp" ? identityNumber : "",
    rtom: draft.rtom ?? "",
    orderreff: draft.reF_NO,
  });
  return answer.ok ? { ok: true } : { ok: false, message: answer.message };
}
