import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import { FieldError } from "~/components/fields";
import { OutcomeDialog } from "~/components/outcome";
import { useHydrated } from "~/components/use-hydrated";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/sales-wizard";
import type { ChosenPackages } from "~/sales/catalogue";
import { CheckBox } from "~/sales/DetailsFields";
import { useOrderTerms } from "~/sales/OrderTermsDialog";
import { FeeTotal, PackageLines, SummaryBlock } from "~/sales/PackageLines";
import { StepActions } from "~/sales/StepActions";
import { SUMMARY_INTENT, summarySchema, type PayChoice } from "./forms";
import { useAdoptChoice } from "~/forms/early-input";

const STEP_URL = "/applyonline/fiber?step=summary";

export function SummaryStep({
  chosen,
  fee,
  lastResult,
  termsOpen,
  accepted,
}: {
  chosen: ChosenPackages;
  fee: { payNow: boolean; amount: number };
  lastResult: SubmissionResult<string[]> | null | undefined;
  /** The terms page the URL opens (?terms=1). */
  termsOpen: boolean;
  /** The terms page's Accept without JavaScript (?agree=1). */
  accepted: boolean;
}) {
  const initialChoice: PayChoice = fee.payNow ? "payNow" : "later";
  const { form, fields, outcome } = useSchemaForm(summarySchema, {
    id: "sw-summary",
    keep: "fibre-summary",
    lastResult,
    defaultValue: { choice: initialChoice, agree: accepted ? "on" : "" },
  });
  const hydrated = useHydrated();
  const sentChoice = lastResult?.initialValue?.choice;
  const [choice, setChoice] = useState<PayChoice>(sentChoice === "later" || sentChoice === "payNow" ? sentChoice : initialChoice);
  const choiceRef = useAdoptChoice(choice, setChoice);
  const [agreed, setAgreed] = useState(accepted || lastResult?.initialValue?.agree === "on");
  const terms = useOrderTerms(termsOpen, STEP_URL, () => setAgreed(true));
  const choices: PayChoice[] = fee.payNow ? ["payNow", "later"] : ["later"];
  return (
    <>
      <SummaryBlock id="sw-sum-packages" heading={t("sw.sum.packages")} level={2}>
        <PackageLines chosen={chosen} />
      </SummaryBlock>
      <SummaryBlock id="sw-sum-fee" heading={t("sw.sum.fee")} level={2} className="sw-summary-block sw-fee">
        <FeeTotal label={t("sw.sum.total")} amount={fee.amount} />
        {fee.payNow ? null : <p className="notice">{t("sw.sum.noCoverage")}</p>}
      </SummaryBlock>
      <Form method="post" action={STEP_URL} {...getFormProps(form)} className="sw-summary-form">
        <fieldset ref={choiceRef} className="sw-box" aria-describedby={`${fields.choice.id}-error`}>
          <legend>{t("sw.sum.payment")}</legend>
          {choices.map((value) => (
            <label key={value} className="check">
              <input type="radio" name={fields.choice.name} value={value} checked={choice === value} onChange={() => setChoice(value)} />
              {t(value === "payNow" ? "sw.sum.payNow" : "sw.sum.later")}
            </label>
          ))}
          <FieldError id={`${fields.choice.id}-error`} errors={fields.choice.errors} />
        </fieldset>
        <CheckBox
          field={fields.agree}
          label={t("sw.sum.agree")}
          checked={agreed}
          onChange={setAgreed}
          after={
            <Link to={`${STEP_URL}&terms=1`} onClick={terms.open} preventScrollReset>
              {t("sw.sum.termsLink")}
            </Link>
          }
        />
        {/* Until the terms are ticked it stays disabled in the browser; the action checks again. */}
        <StepActions
          back="/applyonline/fiber?step=details"
          intent={SUMMARY_INTENT}
          label={choice === "payNow" ? t("sw.sum.payNow") : t("sw.sum.continue")}
          disabled={hydrated && !agreed}
        />
      </Form>
      {terms.dialog}
      <OutcomeDialog outcome={outcome} />
    </>
  );
}
