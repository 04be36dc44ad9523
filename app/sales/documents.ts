/**
 * The proof documents of an order: which files it needs, and what a file must be. Names and sizes
 * can be checked in the browser; the content (PNG or JPEG signature) is checked on the server,
 * because a name says nothing of what a file holds (a PDF renamed to .jpg is still a PDF).
 * Shared by the order status page, /connectionOrder and the LTE wizard's upload step. The schema also
 * runs in the browser (zod/mini).
 */
import * as z from "zod/mini";
import { t, type MessageKey } from "~/i18n/sales-status";

/** At most 2 MB (2097152 bytes) per file. */
export const MAX_DOCUMENT_BYTES = 2097152;
export const DOCUMENT_EXTENSIONS = [".png", ".jpg", ".jpeg"] as const;
export const DOCUMENT_ACCEPT = "image/png,image/jpeg,.png,.jpg,.jpeg";

/** The form's file fields and the operator's multipart names. */
export const DOCUMENT_FIELDS = {
  nicFront: "nicfront_file",
  nicBack: "nicback_file",
  passport: "pp_file",
  billingProof: "billingproof_file",
} as const;
export type DocumentField = keyof typeof DOCUMENT_FIELDS;

export interface DocumentNeeds {
  /** NIC holders give front and back; passport holders the passport image. */
  identity: "nic" | "pp";
  /** An address proof when the billing address differs from the service address. */
  billingProof: boolean;
}

export function requiredDocuments(needs: DocumentNeeds): DocumentField[] {
  const identity: DocumentField[] = needs.identity === "nic" ? ["nicFront", "nicBack"] : ["passport"];
  return needs.billingProof ? [...identity, "billingProof"] : identity;
}

/** What a browser sends for a file input: a File, or nothing (an empty input sends a nameless, empty file). */
export interface FileLike {
  name: string;
  size: number;
}

export function isGiven(file: unknown): file is FileLike {
  return typeof file === "object" && file !== null && "size" in file && "name" in file && (file as FileLike).size > 0;
}

export type DocumentProblem = "missing" | "tooLarge" | "wrongType";

export function hasImageExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return DOCUMENT_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

/** By name and size: what the browser can tell before sending. */
export function fileProblem(file: unknown): DocumentProblem | null {
  if (!isGiven(file)) return "missing";
  if (file.size > MAX_DOCUMENT_BYTES) return "tooLarge";
  if (!hasImageExtension(file.name)) return "wrongType";
  return null;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

/** The image kind the bytes start with (PNG or JPEG signature), whatever the file is called. */
export function imageKindOf(bytes: Uint8Array): "png" | "jpeg" | null {
  const starts = (signature: number[]) => bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);
  if (starts(PNG_SIGNATURE)) return "png";
  if (starts(JPEG_SIGNATURE)) return "jpeg";
  return null;
}

/** Each file field's label. */
export const DOCUMENT_LABELS: Record<DocumentField, MessageKey> = {
  nicFront: "status.documents.nicFront",
  nicBack: "status.documents.nicBack",
  passport: "status.documents.passport",
  billingProof: "status.documents.billingProof",
};

const file = z.optional(z.unknown());

/**
 * The files the order needs, by name and size (the server also checks their content). A missing
 * file is the form's message; a file too large or of another kind is its field's. `tooLarge`: the
 * fields whose part the server dropped for going over 2 MB (readDocumentsForm): given, but too large,
 * never missing.
 */
export function documentsSchema(needs: DocumentNeeds, tooLarge: ReadonlySet<string> = new Set()) {
  const required = requiredDocuments(needs);
  return z.object({ nicFront: file, nicBack: file, passport: file, billingProof: file }).check(
    z.superRefine((v, ctx) => {
      const problems = required.map((field) => [field, tooLarge.has(field) ? "tooLarge" : fileProblem(v[field])] as const);
      if (problems.some(([, problem]) => problem === "missing")) {
        ctx.addIssue({ code: "custom", path: [], message: t("status.documents.missing") });
        return;
      }
      for (const [field, problem] of problems) {
        if (problem) ctx.addIssue({ code: "custom", path: [field], message: documentMessage(problem) });
      }
    }),
  );
}

export function documentMessage(problem: "missing" | "tooLarge" | "wrongType"): string {
  if (problem === "missing") return t("status.documents.missing");
  return problem === "tooLarge" ? t("status.documents.tooLarge") : t("status.documents.wrongType");
}
