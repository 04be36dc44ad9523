import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useState, type MouseEvent } from "react";
import { FieldError } from "~/components/fields";
import { OutcomeDialog } from "~/components/outcome";
import { useHydrated } from "~/components/use-hydrated";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/sales-wizard";
import { LeaveWarning } from "./LeaveWarning";
import type { ChosenPackages } from "~/sales/catalogue";
import { OrderTermsDialog } from "~/sales/OrderTermsDialog";
import { PackageLines, formatFee } from "~/sales/PackageLines";
import { summarySchema, type PayChoice } from "./schema";

const ACTION = "/applyonline/fiber?step=summary";
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
    lastResult,
    defaultValue: { choice: initialChoice, agree: accepted ? "on" : "" },
  });
  const hydrated = useHydrated();
  const sentChoice = lastResult?.initialValue?.choice;
  const [choice, setChoice] = useState<PayChoice>(sentChoice === "later" || sentChoice === "payNow" ? sentChoice : initialChoice);
  const [agreed, setAgreed] = useState(accepted || lastResult?.initialValue?.agree === "on");
  const [showTerms, setShowTerms] = useState(termsOpen);
  const dirty = choice !== initialChoice || agreed !== accepted;
  const openTerms = (e: MouseEvent) => {
    if (!hydrated) return;
    e.preventDefault();
    setShowTerms(true);
  };
  const choices: PayChoice[] = fee.payNow ? ["payNow", "later"] : ["later"];
  return (
    <>
      <section className="sw-summary-block" aria-labelledby="sw-sum-packages">
        <h2 id="sw-sum-packages">{t("sw.sum.packages")}</h2>
        <PackageLines chosen={chosen} />
      </section>
      <section className="sw-summary-block sw-fee" aria-labelledby="sw-sum-fee">
        <h2 id="sw-sum-fee">{t("sw.sum.fee")}</h2>
        <p className="sw-fee-total">
          <span>{t("sw.sum.total")}</span> <strong>{formatFee(fee.amount)}</strong>
        </p>
        {fee.payNow ? null : <p className="notice">{t("sw.sum.noCoverage")}</p>}
      </section>
      <Form method="post" action={ACTION} {...getFormProps(form)} className="sw-summary-form">
        <input type="hidden" name="intent" value="summary-submit" />
        <fieldset className="sw-choices" aria-describedby={`${fields.choice.id}-error`}>
          <legend>{t("sw.sum.payment")}</legend>
          {choices.map((value) => (
            <label key={value} className="check">
              <input type="radio" name={fields.choice.name} value={value} checked={choice === value} onChange={() => setChoice(value)} />
              {t(value === "payNow" ? "sw.sum.payNow" : "sw.sum.later")}
            </label>
          ))}
          <FieldError id={`${fields.choice.id}-error`} errors={fields.choice.errors} />
        </fieldset>
        <div className="field">
          <div className="sw-agree">
            <label className="check">
              <input
                type="checkbox"
                id={fields.agree.id}
                name={fields.agree.name}
                value="on"
                checked={agreed}
                onChange={(e) => setAgreed(e.currentTarget.checked)}
                aria-invalid={fields.agree.errors?.length ? true : undefined}
                aria-describedby={`${fields.agree.id}-error`}
              />
              {t("sw.sum.agree")}
            </label>{" "}
            <Link to={`${STEP_URL}&terms=1`} onClick={openTerms} preventScrollReset>
              {t("sw.sum.termsLink")}
            </Link>
          </div>
          <FieldError id={`${fields.agree.id}-error`} errors={fields.agree.errors} />
        </div>
        <div className="actions-row sw-actions">
          <Link to="/applyonline/fiber?step=details" className="btn btn-outline">
            {t("sw.back")}
          </Link>
          {/* Until the terms are ticked it stays disabled in the browser; the action checks again. */}
          <button type="submit" className="btn btn-primary" disabled={hydrated && !agreed}>
            {choice === "payNow" ? t("sw.sum.payNow") : t("sw.sum.continue")}
          </button>
        </div>
      </Form>
      {showTerms ? (
        <OrderTermsDialog
          stepUrl={STEP_URL}
          onAccept={() => {
            setAgreed(true);
            setShowTerms(false);
          }}
          onClose={() => setShowTerms(false)}
        />
      ) : null}
      <OutcomeDialog outcome={outcome} />
      <LeaveWarning dirty={dirty} />
    </>
  );
}
