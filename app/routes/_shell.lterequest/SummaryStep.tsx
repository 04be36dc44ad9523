import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { errorOutcome, OutcomeDialog } from "~/components/outcome";
import { useHydrated } from "~/components/use-hydrated";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/sales-lte";
import { t as tw } from "~/i18n/sales-wizard";
import { Declarations, useTicks } from "~/sales/Declarations";
import { useOrderTerms } from "~/sales/OrderTermsDialog";
import { FeeTotal, SummaryBlock } from "~/sales/PackageLines";
import { PackageFacts } from "~/sales/PackagePicker";
import { StepActions } from "~/sales/StepActions";
import { stepPath } from "./steps";
import { ADD_TO_CART_INTENT, summarySchema } from "./forms";
import type { SummaryView } from "./summary.server";

const STEP_URL = stepPath(6);
export const APPLICATION_PDF_URL = "/lterequest/application.pdf";

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
  const { form, fields, outcome } = useSchemaForm(summarySchema, {
    id: "lte-summary",
    keep: "lte-summary",
    lastResult,
    defaultValue: { acceptTerms: accepted ? "on" : "" },
  });
  const hydrated = useHydrated();
  const ticks = useTicks({ readApplication: false, trueInformation: false, acceptTerms: accepted });
  const terms = useOrderTerms(termsOpen, STEP_URL, () => ticks.tick("acceptTerms", true));
  return (
    <>
      <SummaryBlock id="lte-fee" heading={t("lte.sum.fee")}>
        <FeeTotal amount={summary.fee} />
      </SummaryBlock>
      <SummaryBlock id="lte-packages" heading={t("lte.sum.packages")}>
        <ul className="list-plain lte-packages">
          {(["voice", "internet"] as const).map((kind) => {
            const item = summary.chosen[kind];
            return item ? (
              <li key={kind} className="sw-box lte-package">
                <p className="lte-package-kind">{tw(`sw.pkg.${kind}`)}</p>
                <PackageFacts kind={kind} item={item} />
              </li>
            ) : null;
          })}
        </ul>
      </SummaryBlock>
      <Form method="post" action={STEP_URL} {...getFormProps(form)} className="sw-summary-form">
        <Declarations
          legend={t("lte.sum.declarations")}
          fields={fields}
          entry={ticks}
          read={{ name: "readApplication", label: t("lte.sum.read"), link: t("lte.sum.application"), href: APPLICATION_PDF_URL }}
          truth={{ name: "trueInformation", label: t("lte.sum.true") }}
          terms={{
            name: "acceptTerms",
            label: t("lte.sum.terms"),
            open: (
              <Link to={`${STEP_URL}&terms=1`} onClick={terms.open} preventScrollReset>
                {t("lte.sum.termsLink")}
              </Link>
            ),
          }}
        />
        <StepActions back={stepPath(5)} intent={ADD_TO_CART_INTENT} label={t("lte.sum.addToCart")} disabled={hydrated && !ticks.all} />
      </Form>
      {terms.dialog}
      <OutcomeDialog outcome={outcome} />
      <OutcomeDialog outcome={errorOutcome(summary.error, "lte-summary")} />
    </>
  );
}
