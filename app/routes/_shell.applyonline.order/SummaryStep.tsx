/**
 * Step 5: the fee header (the fibre connection fee), the chosen packages and three declarations: the
 * application PDF read and downloaded (its link), the information true and accurate, and the Terms and
 * Conditions (a dialog with Accept and Close; without JavaScript it opens from the URL, `?terms=1`, and
 * Accept adds `agree=1`). Add to Cart is enabled once all three are ticked; the action checks again.
 */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { OutcomeDialog } from "~/components/outcome";
import { useHydrated } from "~/components/use-hydrated";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/sales-order";
import { Declarations, useTicks } from "~/sales/Declarations";
import { useOrderTerms } from "~/sales/OrderTermsDialog";
import { FeeTotal, PackageLines, SummaryBlock } from "~/sales/PackageLines";
import { StepActions } from "~/sales/StepActions";
import { DECLARATIONS, INTENTS, summarySchema } from "./forms";
import type { Declarations as Ticks, SignedInFibreOrder } from "./state";
import { ORDER_PATH, stepPath } from "./steps";
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
  const initial: Ticks = { ...order.declarations, agree: order.declarations.agree || accepted };
  const { form, fields, outcome } = useSchemaForm(summarySchema, {
    id: "so-summary",
    keep: "order-summary",
    lastResult,
    defaultValue: Object.fromEntries(DECLARATIONS.map((name) => [name, initial[name] ? "on" : ""])),
  });
  const hydrated = useHydrated();
  const ticks = useTicks(initial);
  const terms = useOrderTerms(termsOpen, stepPath(5), () => ticks.tick("agree", true));
  const noPackage = !order.packages.internet && !order.packages.peoTv;

  return (
    <>
      <SummaryBlock id="so-sum-fee" heading={t("order.sum.fee")} className="sw-summary-block sw-fee">
        <FeeTotal label={t("order.sum.bearer")} amount={summary.fee} />
      </SummaryBlock>
      <SummaryBlock id="so-sum-packages" heading={t("order.sum.packages")}>
        <PackageLines chosen={summary.chosen} />
        {noPackage ? (
          <p role="alert" className="notice sw-error">
            {t("order.sum.minimumPackage")}
          </p>
        ) : null}
      </SummaryBlock>

      <Form method="post" action={stepPath(5)} {...getFormProps(form)} className="sw-summary-form">
        <Declarations
          legend={t("order.sum.declarations")}
          fields={fields}
          entry={ticks}
          read={{ name: "readPdf", label: t("order.sum.readPdf"), link: t("order.sum.pdfLink"), href: APPLICATION_PDF_PATH }}
          truth={{ name: "trueInfo", label: t("order.sum.trueInfo") }}
          terms={{
            name: "agree",
            label: t("order.sum.agree"),
            // Without JavaScript it posts the ticks so far, then the terms open from the URL.
            open: (
              <button type="submit" name="intent" value={INTENTS.terms} className="btn-link" formNoValidate onClick={terms.open}>
                {t("order.sum.termsLink")}
              </button>
            ),
          }}
        />
        {/* Until all three are ticked it stays disabled in the browser; the action checks again. */}
        <StepActions back={stepPath(4)} intent={INTENTS.addToCart} label={t("order.sum.addToCart")} disabled={(hydrated && !ticks.all) || noPackage} />
      </Form>
      {terms.dialog}
      <OutcomeDialog outcome={outcome ?? (summary.error ? { kind: "error", message: summary.error, id: "so-catalogue" } : null)} />
    </>
  );
}
