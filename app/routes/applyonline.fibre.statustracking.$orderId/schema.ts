/**
 * The status page's forms. They also run in the browser (instant messages), hence zod/mini. No rule
 * becomes a native attribute that would stop the form before the server (a `required` or a
 * `minlength`): without JavaScript the server gives the same messages.
 */
import * as z from "zod/mini";
import { t } from "~/i18n/sales-status";
import { fileProblem, requiredDocuments, type DocumentField, type DocumentNeeds } from "./documents";

/** Conform sends an empty field as undefined. */
const text = (max: number) => z._default(z.optional(z.string().check(z.maxLength(max))), "");

export const BILLING_LINE_MAX = 100;
export const AGENT_CODE_MIN = 5;
export const AGENT_CODE_MAX = 20;

/** Both lines required and trimmed; the checkbox takes the service address instead (the server copies it). */
export const billingSchema = z.pipe(
  z.object({ same: z.optional(z.string()), line1: text(BILLING_LINE_MAX), line2: text(BILLING_LINE_MAX) }).check(
    z.superRefine((v, ctx) => {
      if (v.same === "on") return;
      if (!v.line1.trim()) ctx.addIssue({ code: "custom", path: ["line1"], message: t("status.billing.empty") });
      if (!v.line2.trim()) ctx.addIssue({ code: "custom", path: ["line2"], message: t("status.billing.empty") });
    }),
  ),
  z.transform((v) => ({ same: v.same === "on", line1: v.line1.trim(), line2: v.line2.trim() })),
);

export const agentCodeSchema = z.pipe(
  z.object({ agentCode: text(AGENT_CODE_MAX) }).check(
    z.superRefine((v, ctx) => {
      if (v.agentCode.trim().length < AGENT_CODE_MIN) ctx.addIssue({ code: "custom", path: ["agentCode"], message: t("status.agent.short") });
    }),
  ),
  z.transform((v) => ({ agentCode: v.agentCode.trim() })),
);

const file = z.optional(z.unknown());

/**
 * The files the order needs, by name and size (the server also checks their content). A missing
 * file is the form's message; a file too large or of another kind is its field's.
 */
export function documentsSchema(needs: DocumentNeeds) {
  const required = requiredDocuments(needs);
  return z.object({ nicFront: file, nicBack: file, passport: file, billingProof: file }).check(
    z.superRefine((v, ctx) => {
      const problems = required.map((field) => [field, fileProblem(v[field])] as const);
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

export type { DocumentField };
