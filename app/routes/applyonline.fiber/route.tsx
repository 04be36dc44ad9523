import { redirect, type LinksFunction, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { pageTitle, stylesheets } from "~/components/head";
import { errorOutcome, OutcomeDialog } from "~/components/outcome";
import { PayNowRedirect } from "~/components/PayNowRedirect";
import { t } from "~/i18n/sales-wizard";
import { withOperator } from "~/operator/route.server";
import { isSignedIn } from "~/operator/session.server";
import { SalesLayout } from "~/sales/SalesLayout";
import { StepIndicator } from "~/sales/StepIndicator";
import mapStyles from "~/styles/map.css?url";
import detailsStyles from "~/styles/sales-details.css?url";
import salesStyles from "~/styles/sales.css?url";
import wizardStyles from "~/styles/sales-wizard.css?url";
import { takeStepAnswer } from "~/sales/step-answer.server";
import { loadDetails } from "./details.server";
import { pickerOf } from "~/sales/catalogue";
import { loadFibreCatalogue } from "~/sales/catalogue.server";
import { termsOf } from "~/sales/OrderTermsDialog";
import { emptyFibreOrder, WIZARD_STEPS } from "./state";
import { furthestStep, stepIndex, stepOf, stepPath } from "./steps";
import { answerStepPost, ANSWER_KEY, type ActionAnswer } from "./steps.server";
import { loadSummary } from "./summary.server";
import { PackagesStep } from "~/sales/PackagesStep";
import { lazyPart, usePreload } from "~/components/lazy-part";
import { useKeptEntriesJanitor } from "~/forms/kept-janitor";

/**
 * The public fibre wizard: packages, details, summary (?step=). What the visitor has entered lives in
 * the session (`fibreOrder`), so every step works without JavaScript and survives a reload. A step
 * asked for before the one before it is complete sends the visitor back to the furthest open step.
 */
export const loader = withOperator(async ({ request, op }) => {
  // A signed-in customer orders fibre in the signed-in wizard; visitors keep this one.
  if (isSignedIn(op.session)) throw redirect("/applyonline/order");
  const params = new URL(request.url).searchParams;
  const order = op.session.get("fibreOrder") ?? emptyFibreOrder();
  const step = stepOf(params.get("step"));
  const furthest = furthestStep(order);
  if (stepIndex(step) > stepIndex(furthest)) throw redirect(stepPath(furthest));

  if (step === "details") {
    return { step, order, details: await loadDetails(op, order, request), answer: takeStepAnswer(op.session, ANSWER_KEY) } as const;
  }
  if (step === "summary") {
    return {
      step,
      order,
      summary: await loadSummary(op, order),
      ...termsOf(params),
    } as const;
  }
  const { catalogue, error } = await loadFibreCatalogue(op);
  return { step, order, catalogue, error, ...pickerOf(params) } as const;
});

/** Every post of the wizard, by its intent (steps.server.ts). */
export const action = withOperator(({ request, op }) => answerStepPost(op, request));

/**
 * The details and summary steps load on their own (lazyPart): a visitor starting at the packages
 * fetches only that step's code, and the other steps' code follows after hydration.
 */
const DetailsStep = lazyPart(() => import("./DetailsStep"), "DetailsStep");
const SummaryStep = lazyPart(() => import("./SummaryStep"), "SummaryStep");

export default function FibreWizard() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ActionAnswer | undefined;
  usePreload(DetailsStep, SummaryStep);
  // The visitor's steps keep their entries (outside the signed-in layout, which runs the janitor elsewhere).
  useKeptEntriesJanitor();
  if (answer && "paynow" in answer) {
    return (
      <SalesLayout>
        <section className="card sw">
          <PayNowRedirect
            {...answer.paynow}
            className="sw-paynow"
            texts={{ title: t("sw.pay.continueTitle"), text: t("sw.pay.continueText"), button: t("sw.pay.continue") }}
          />
        </section>
      </SalesLayout>
    );
  }
  return (
    <SalesLayout>
      <section className="card sw" aria-labelledby="sw-title">
        <StepIndicator label={t("sw.steps")} steps={WIZARD_STEPS.map((s) => t(`sw.step.${s}`))} current={stepIndex(data.step)} />
        <h1 id="sw-title" className="sw-title">
          {t(`sw.heading.${data.step}`)}
        </h1>
        {data.step === "packages" ? (
          <>
            <PackagesStep
              stepUrl={stepPath("packages")}
              hint={t("sw.pkg.hint")}
              catalogue={data.catalogue}
              names={data.order.packages}
              pick={data.pick}
              tab={data.tab}
              error={answer && "packages" in answer ? answer.packages.error : null}
            />
            <OutcomeDialog outcome={errorOutcome(data.error)} />
          </>
        ) : null}
        {data.step === "details" ? (
          <Suspense fallback={null}>
            <DetailsStep view={data.details} order={data.order} lastResult={data.answer?.reply ?? undefined} alert={data.answer?.alert ?? null} />
          </Suspense>
        ) : null}
        {data.step === "summary" ? (
          <Suspense fallback={null}>
            <SummaryStep
              key={`${data.termsOpen}:${data.accepted}`}
              chosen={data.summary.chosen}
              fee={data.summary.fee}
              lastResult={answer && "summary" in answer ? answer.summary : undefined}
              termsOpen={data.termsOpen}
              accepted={data.accepted}
            />
            <OutcomeDialog outcome={errorOutcome(data.summary.error)} />
          </Suspense>
        ) : null}
      </section>
    </SalesLayout>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageTitle(data ? t(`sw.heading.${data.step}`) : t("sw.pageTitle"));

export const links: LinksFunction = () => stylesheets(salesStyles, wizardStyles, mapStyles, detailsStyles);
