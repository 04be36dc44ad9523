import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useState, type MouseEvent, type ReactNode } from "react";
import { errorOutcome, OutcomeDialog } from "~/components/outcome";
import { useHydrated } from "~/components/use-hydrated";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/sales-lte";
import { t as tw } from "~/i18n/sales-wizard";
import { OrderTermsDialog } from "~/sales/OrderTermsDialog";
import { formatFee } from "~/sales/PackageLines";
import { PackageFacts } from "~/sales/PackagePicker";
import { stepPath } from "./steps";
import { DECLARATIONS, summarySchema } from "./summary";
import type { SummaryView } from "./summary.server";

const STEP_URL = stepPath(6);
export const APPLICATION_PDF_URL = "/lterequest/application.pdf";

type Declaration = (typeof DECLARATIONS)[number];

/**
 * Step 6, the payment summary: the LTE connection fee, the chosen packages, the three declarations
 * (the application PDF read and downloaded, the information true, the terms agreed: with JavaScript
 * the terms open in place, without it from the URL, `terms=1`, and Accept comes back with `agree=1`),
 * Back and Add to Cart, enabled once all three are ticked (the action checks them again).
 */
export function SummaryStep({
  summary,
  termsOpen,
  accepted,
  lastResult,
}: {
  summary: SummaryView;
  termsOpen: boolean;
  accepted: boolean;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const { form, fields, outcome } = useSchemaForm(summarySchema, { id: "lte-summary", lastResult, defaultValue: { acceptTerms: accepted ? "on" : "" } });
  const hydrated = useHydrated();
  const [ticked, setTicked] = useState<Record<Declaration, boolean>>({ readApplication: false, trueInformation: false, acceptTerms: accepted });
  const [showTerms, setShowTerms] = useState(termsOpen);
  const all = DECLARATIONS.every((name) => ticked[name]);
  const tick = (name: Declaration, value: boolean) => setTicked((now) => ({ ...now, [name]: value }));
  const openTerms = (e: MouseEvent) => {
    if (!hydrated) return;
    e.preventDefault();
    setShowTerms(true);
  };
  const declaration = (name: Declaration, label: string, after?: ReactNode) => (
    <div className="lte-declaration">
      <label className="check">
        <input type="checkbox" id={fields[name].id} name={name} value="on" checked={ticked[name]} onChange={(e) => tick(name, e.currentTarget.checked)} />
        {label}
      </label>
      {after ? <> {after}</> : null}
    </div>
  );
  const { voice, internet } = summary.chosen;
  return (
    <>
      <section className="sw-summary-block" aria-labelledby="lte-fee">
        <h3 id="lte-fee">{t("lte.sum.fee")}</h3>
        <p className="sw-fee-total">
          <strong>{formatFee(summary.fee)}</strong>
        </p>
      </section>
      <section className="sw-summary-block" aria-labelledby="lte-packages">
        <h3 id="lte-packages">{t("lte.sum.packages")}</h3>
        <ul className="list-plain lte-packages">
          {voice ? (
            <li className="lte-package">
              <p className="lte-package-kind">{tw("sw.pkg.voice")}</p>
              <PackageFacts kind="voice" item={voice} />
            </li>
          ) : null}
          {internet ? (
            <li className="lte-package">
              <p className="lte-package-kind">{tw("sw.pkg.internet")}</p>
              <PackageFacts kind="internet" item={internet} />
            </li>
          ) : null}
        </ul>
      </section>
      <Form method="post" action={STEP_URL} {...getFormProps(form)} className="sw-summary-form">
        <input type="hidden" name="intent" value="cart-add" />
        <fieldset className="lte-declarations">
          <legend>{t("lte.sum.declarations")}</legend>
          {declaration(
            "readApplication",
            t("lte.sum.read"),
            <a href={APPLICATION_PDF_URL} download>
              {t("lte.sum.application")}
            </a>,
          )}
          {declaration("trueInformation", t("lte.sum.true"))}
          {declaration(
            "acceptTerms",
            t("lte.sum.terms"),
            <Link to={`${STEP_URL}&terms=1`} onClick={openTerms} preventScrollReset>
              {t("lte.sum.termsLink")}
            </Link>,
          )}
        </fieldset>
        <div className="actions-row sw-actions">
          <Link to={stepPath(5)} className="btn btn-outline">
            {t("lte.back")}
          </Link>
          <button type="submit" className="btn btn-primary" disabled={hydrated && !all}>
            {t("lte.sum.addToCart")}
          </button>
        </div>
      </Form>
      {showTerms ? (
        <OrderTermsDialog
          stepUrl={STEP_URL}
          onAccept={() => {
            tick("acceptTerms", true);
            setShowTerms(false);
          }}
          onClose={() => setShowTerms(false)}
        />
      ) : null}
      <OutcomeDialog outcome={outcome} />
      <OutcomeDialog outcome={errorOutcome(summary.error, "lte-summary")} />
    </>
  );
}
