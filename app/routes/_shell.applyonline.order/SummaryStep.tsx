/**
 * Step 5: the fee header (the fibre connection fee), the chosen packages and three declarations: the
 * application PDF read and downloaded (its link), the information true and accurate, and the Terms and
 * Conditions (a dialog with Accept and Close; without JavaScript it opens from the URL, `?terms=1`, and
 * Accept adds `agree=1`). Add to Cart is enabled once all three are ticked; the action checks again.
 */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useState, type MouseEvent, type ReactNode } from "react";
import { FieldError } from "~/components/inputs";
import { OutcomeDialog } from "~/components/outcome";
import { useHydrated } from "~/components/use-hydrated";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/sales-order";
import { OrderTermsDialog } from "~/sales/OrderTermsDialog";
import { formatFee, PackageLines } from "~/sales/PackageLines";
import { DECLARATIONS, INTENTS, summarySchema, type DeclarationName } from "./forms";
import { ORDER_PATH, stepPath, type Declarations, type SignedInFibreOrder } from "./state";
import { StepActions } from "./StepActions";
import type { SummaryView } from "./summary.server";

/** The draft's application form (a resource route: a plain link downloads it, with or without JavaScript). */
export const APPLICATION_PDF_PATH = `${ORDER_PATH}/application`;

export function SummaryStep({
  summary,
  order,
  lastResult,
  termsOpen,
  accepted,
}: {
  summary: SummaryView;
  order: SignedInFibreOrder;
  lastResult: SubmissionResult<string[]> | null;
  /** The terms dialog the URL opens (?terms=1). */
  termsOpen: boolean;
  /** The terms dialog's Accept without JavaScript (?agree=1). */
  accepted: boolean;
}) {
  const initial: Declarations = { ...order.declarations, agree: order.declarations.agree || accepted };
  const { form, fields, outcome } = useSchemaForm(summarySchema, {
    id: "so-summary",
    lastResult,
    defaultValue: Object.fromEntries(DECLARATIONS.map((name) => [name, initial[name] ? "on" : ""])),
  });
  const hydrated = useHydrated();
  const [ticks, setTicks] = useState<Declarations>(initial);
  const [showTerms, setShowTerms] = useState(termsOpen);
  const all = DECLARATIONS.every((name) => ticks[name]);
  const noPackage = !order.packages.internet && !order.packages.peoTv;
  const openTerms = (e: MouseEvent) => {
    if (!hydrated) return;
    e.preventDefault();
    setShowTerms(true);
  };

  const declaration = (name: DeclarationName, label: ReactNode, after?: ReactNode) => {
    const field = fields[name];
    return (
      <div className="field">
        <div className="sw-agree">
          <label className="check" id={`${field.id}-label`}>
            <input
              type="checkbox"
              id={field.id}
              name={field.name}
              value="on"
              checked={ticks[name]}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                setTicks((d) => ({ ...d, [name]: checked }));
              }}
              aria-invalid={field.errors?.length ? true : undefined}
              aria-describedby={`${field.id}-error`}
              aria-labelledby={after ? `${field.id}-label ${field.id}-after` : undefined}
            />
            {label}
          </label>
          {after}
        </div>
        <FieldError id={`${field.id}-error`} errors={field.errors} />
      </div>
    );
  };

  return (
    <>
      <section className="sw-summary-block sw-fee" aria-labelledby="so-sum-fee">
        <h3 id="so-sum-fee">{t("order.sum.fee")}</h3>
        <p className="sw-fee-total">
          <span>{t("order.sum.bearer")}</span> <strong>{formatFee(summary.fee)}</strong>
        </p>
      </section>
      <section className="sw-summary-block" aria-labelledby="so-sum-packages">
        <h3 id="so-sum-packages">{t("order.sum.packages")}</h3>
        <PackageLines chosen={summary.chosen} />
        {noPackage ? (
          <p role="alert" className="notice sw-error">
            {t("order.sum.minimumPackage")}
          </p>
        ) : null}
      </section>

      <Form method="post" action={stepPath(5)} {...getFormProps(form)} className="sw-summary-form">
        <fieldset className="plain-fieldset">
          <legend>{t("order.sum.declarations")}</legend>
          {declaration(
            "readPdf",
            <>
              {t("order.sum.readPdf")}{" "}
              <a href={APPLICATION_PDF_PATH} download>
                {t("order.sum.pdfLink")}
              </a>
            </>,
          )}
          {declaration("trueInfo", t("order.sum.trueInfo"))}
          {declaration(
            "agree",
            t("order.sum.agree"),
            // Without JavaScript it posts the ticks so far, then the terms open from the URL.
            <button type="submit" id={`${fields.agree.id}-after`} name="intent" value={INTENTS.terms} className="btn-link" formNoValidate onClick={openTerms}>
              {t("order.sum.termsLink")}
            </button>,
          )}
        </fieldset>
        {/* Until all three are ticked it stays disabled in the browser; the action checks again. */}
        <StepActions back={stepPath(4)} intent={INTENTS.addToCart} label={t("order.sum.addToCart")} disabled={(hydrated && !all) || noPackage} />
      </Form>
      {showTerms ? (
        <OrderTermsDialog
          stepUrl={stepPath(5)}
          onAccept={() => {
            setTicks((d) => ({ ...d, agree: true }));
            setShowTerms(false);
          }}
          onClose={() => setShowTerms(false)}
        />
      ) : null}
      <OutcomeDialog outcome={outcome ?? (summary.error ? { kind: "error", message: summary.error, id: "so-catalogue" } : null)} />
    </>
  );
}
