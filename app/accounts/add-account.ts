/**
 * The add-account forms: by telephone (postpaid with account number, or prepaid) and by broadband
 * id. One schema per form, in the browser and in the action; the hidden `method` field tells the
 * action which form was sent.
 */
import * as z from "zod/mini";
import { t } from "~/i18n/shell";

export type AddAccountMethod = "telephone" | "broadband";

/** The method a request or a form names; the telephone form unless it says broadband. */
export const addAccountMethod = (value: unknown): AddAccountMethod => (value === "broadband" ? "broadband" : "telephone");

export function telephoneError(value: string): string | null {
  const v = value.trim();
  if (!v) return t("validation.cannotBeEmpty");
  if (!/^\d+$/.test(v)) return t("validation.invalidTelephone");
  if (v.startsWith("0") && v.length === 10) return null;
  if (v.startsWith("9") && v.length === 11) return null;
  return t("validation.invalidTelephone");
}

export function accountNoError(value: string): string | null {
  return value.trim().length === 10 ? null : t("validation.invalidAccountNo");
}

export function nicError(value: string): string | null {
  const v = value.trim();
  if (!v) return t("validation.cannotBeEmpty");
  return /^\d{9}[A-Za-z]$/.test(v) || /^\d{12}$/.test(v) ? null : t("validation.invalidNic");
}

const text = z._default(z.optional(z.string()), "");

export const telephoneAccountSchema = z.pipe(
  z
    .object({ method: z.literal("telephone"), type: z._default(z.enum(["postpaid", "prepaid"]), "postpaid"), telephone: text, accountNo: text, nic: text })
    .check(
      z.superRefine((v, ctx) => {
        const tel = telephoneError(v.telephone);
        if (tel) ctx.addIssue({ code: "custom", path: ["telephone"], message: tel });
        if (v.type === "postpaid") {
          const acc = accountNoError(v.accountNo);
          if (acc) ctx.addIssue({ code: "custom", path: ["accountNo"], message: acc });
        }
        const nic = nicError(v.nic);
        if (nic) ctx.addIssue({ code: "custom", path: ["nic"], message: nic });
      }),
    ),
  z.transform((v) => ({ method: v.method, type: v.type, telephone: v.telephone.trim(), accountNo: v.accountNo.trim(), nic: v.nic.trim().toUpperCase() })),
);

export const broadbandAccountSchema = z.pipe(
  z.object({ method: z.literal("broadband"), broadbandId: text, broadbandPassword: text }).check(
    z.superRefine((v, ctx) => {
      const id = v.broadbandId.trim();
      if (!id) ctx.addIssue({ code: "custom", path: ["broadbandId"], message: t("validation.userIdEmpty") });
      else if (id.length >= 30) ctx.addIssue({ code: "custom", path: ["broadbandId"], message: t("validation.max30") });
      if (!v.broadbandPassword) ctx.addIssue({ code: "custom", path: ["broadbandPassword"], message: t("validation.passwordEmpty") });
      else if (v.broadbandPassword.length >= 50) ctx.addIssue({ code: "custom", path: ["broadbandPassword"], message: t("validation.max50") });
    }),
  ),
  z.transform((v) => ({ method: v.method, broadbandId: v.broadbandId.trim(), broadbandPassword: v.broadbandPassword })),
);

/** The schema of the form that was sent (its hidden `method` field). */
export function addAccountSchemaFor(method: unknown) {
  return addAccountMethod(method) === "broadband" ? broadbandAccountSchema : telephoneAccountSchema;
}
