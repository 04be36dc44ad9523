/**
 * The NIC/passport check of the online-sales wizards, asked as `who` (a visitor's order identity in
 * the public fibre wizard, the signed-in customer in the signed-in wizards): the operator's
 * eligibility answer read by `eligibilityOutcome` (identity.ts), with its alert and message in the
 * customer's words. Its answer tells whether a number belongs to a customer who owes the operator,
 * so checks are limited per identity and per address, and one identity may check only a few
 * distinct numbers (limits.server.ts).
 */
import * as sales from "#contracts/sales";
import { t } from "~/i18n/sales-details";
import { limitedUser, overIdNumbers, overLimit } from "~/operator/limits.server";
import type { Operator } from "~/operator/route.server";
import type { CustomerAlertText } from "./CustomerAlert";
import { eligibilityOutcome, nicMatchesTitle, type EligibilityAnswer } from "./identity";
import { idNumberOf, type IdType, type PersonIdentity, type PersonName } from "./person";
import type { FieldProblem } from "./step-answer.server";

export interface IdentityCheck {
  verified: boolean;
  /** An ineligible NIC is cleared (with its date of birth), so a new one must be typed. */
  clearId: boolean;
  sltNic: string;
  /** Shown under the NIC or passport. */
  error: string | null;
  alert: CustomerAlertText | null;
}

/** Over a limit the number stays as typed, unverified, with the wait under it; the operator is not asked. */
async function overIdentityLimits(who: Operator, idType: "nic" | "pp", number: string): Promise<string | null> {
  const identity = limitedUser(who);
  return (await overLimit(who, "idCheck", identity)) ?? (await overIdNumbers(identity, `${idType}:${number.replace(/\s/g, "").toUpperCase()}`));
}

export async function checkIdentity(who: Operator, idType: "nic" | "pp", number: string): Promise<IdentityCheck> {
  const limited = await overIdentityLimits(who, idType, number);
  if (limited) return { verified: false, clearId: false, sltNic: "", error: limited, alert: null };
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

/**
 * Verify NIC or passport, once its form is right: a NIC whose gender disagrees with the title is
 * cleared ('NIC and your name title not match', with 'Not match with Nic' on the title and 'Not match
 * with title' on the NIC); otherwise the operator's eligibility check, asked as `who`, decides. An
 * ineligible NIC is cleared with its date of birth; `notEligibleOkTo`: where that alert's Ok leads.
 */
export async function verifyIdentity<P extends PersonName & PersonIdentity>(
  who: Operator,
  person: P,
  idType: IdType,
  notEligibleOkTo?: string,
): Promise<{ person: P; problems: FieldProblem[]; formError: string | null; alert: CustomerAlertText | null }> {
  if (idType === "nic" && !nicMatchesTitle(person.nic, person.title)) {
    return {
      person: { ...person, nic: "", idVerified: false, sltNic: "", dateOfBirth: "" },
      problems: [
        { field: "title", message: t("details.error.titleNic") },
        { field: "idNumber", message: t("details.error.nicTitle") },
      ],
      formError: t("details.error.nicTitleAlert"),
      alert: null,
    };
  }
  const outcome = await checkIdentity(who, idType, idNumberOf(person, idType));
  const checked = { ...person, idVerified: outcome.verified, sltNic: outcome.sltNic };
  return {
    person: outcome.clearId ? { ...checked, nic: "", dateOfBirth: "" } : checked,
    problems: outcome.error ? [{ field: "idNumber", message: outcome.error }] : [],
    formError: null,
    alert: outcome.alert && outcome.clearId && notEligibleOkTo ? { ...outcome.alert, okTo: notEligibleOkTo } : outcome.alert,
  };
}
