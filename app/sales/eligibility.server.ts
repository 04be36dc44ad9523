/**
 * The NIC/passport check of the online-sales wizards, asked as `who` (a visitor's order identity in
 * the public fibre wizard, the signed-in customer in the signed-in wizards): the operator's
 * eligibility answer read by `eligibilityOutcome` (identity.ts), with its alert and message in the
 * customer's words.
 */
import * as sales from "#contracts/sales";
import { t } from "~/i18n/sales-details";
import type { Operator } from "~/operator/route.server";
import type { CustomerAlertText } from "./CustomerAlert";
import { eligibilityOutcome, type EligibilityAnswer } from "./identity";

export interface IdentityCheck {
  verified: boolean;
  /** An ineligible NIC is cleared (with its date of birth), so a new one must be typed. */
  clearId: boolean;
  sltNic: string;
  /** Shown under the NIC or passport. */
  error: string | null;
  alert: CustomerAlertText | null;
}

export async function checkIdentity(who: Operator, idType: "nic" | "pp", number: string): Promise<IdentityCheck> {
  const result = await who.call(sales.eligibility, idType === "nic" ? { NIC: number } : { PP: number });
  let answer: EligibilityAnswer | null = null;
  if (result.kind === "answer" && result.answer.isSuccess) {
    const bundle = result.answer.dataBundle;
    answer = { ...bundle, sltnic: bundle.sltnic, reason: result.answer.errorMessege || result.answer.errorShow || null };
  }
  const outcome = eligibilityOutcome(idType, answer);
  const alert = outcome.alert
    ? {
        title: t(outcome.alert.title),
        message: t(outcome.alert.message),
        ...(outcome.alert.link ? { link: { to: outcome.alert.link.to, label: t(outcome.alert.link.label) } } : {}),
      }
    : null;
  const error = outcome.error ? ("text" in outcome.error ? outcome.error.text : t(outcome.error.key)) : null;
  return { verified: outcome.verified, clearId: outcome.clearId, sltNic: outcome.sltNic, error, alert };
}
