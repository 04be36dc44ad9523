import type { SubmissionResult } from "@conform-to/react";
import { json, redirect, type LinksFunction, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { pageTitle, stylesheets } from "~/components/head";
import { errorOutcome, OutcomeDialog } from "~/components/outcome";
import { PayNowRedirect } from "~/components/PayNowRedirect";
import { t } from "~/i18n/sales-wizard";
import { redirectWithOutcome } from "~/operator/outcome.server";
import { withOperator } from "~/operator/route.server";
import { isSignedIn } from "~/operator/session.server";
import { SalesLayout } from "~/sales/SalesLayout";
import { StepIndicator } from "~/sales/StepIndicator";
import mapStyles from "~/styles/map.css?url";
import detailsStyles from "~/styles/sales-details.css?url";
import salesStyles from "~/styles/sales.css?url";
import wizardStyles from "~/styles/sales-wizard.css?url";
import { keepStepAnswer, takeStepAnswer } from "~/sales/step-answer.server";
import { detailsAction, loadDetails } from "./details.server";
import { pickerOf } from "~/sales/catalogue";
import { loadFibreCatalogue } from "~/sales/catalogue.server";
import { termsOf } from "~/sales/OrderTermsDialog";
import { packagesAction } from "./packages.server";
import { emptyFibreOrder, WIZARD_STEPS } from "./state";
import { furthestStep, stepIndex, stepOf, stepPath } from "./steps";
import { loadSummary, summaryAction } from "./summary.server";
import { PackagesStep } from "~/sales/PackagesStep";
import { lazyPart, usePreload } from "~/components/lazy-part";

/**
 * The public fibre wizard: packages, details, summary (?step=). What the visitor has entered lives in
 * the session (`fibreOrder`), so every step works without JavaScript and survives a reload. A step
 * asked for before the one before it is complete sends the visitor back to the furthest open step.
 */
const ANSWER_KEY = "fibre";

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

type ActionAnswer = { packages: { error: string } } | { summary: SubmissionResult<string[]> } | { paynow: { action: string; fields: Record<string, string> } };

/**
 * Every post of the wizard: "details-*" intents go to the details step, "summary-*" to the summary,
 * the rest (pick, remove, packages-next) to the packages step. The order is saved in the session, then
 * the step is shown again or the next one opens (post/redirect/get); a refusal that keeps a form answers it.
 */
export const action = withOperator(async ({ request, op }) => {
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const order = op.session.get("fibreOrder") ?? emptyFibreOrder();
  const furthest = furthestStep(order);
  const answer = (body: ActionAnswer, status = 200) => json(body, { status });

  if (intent.startsWith("details-")) {
    if (stepIndex(furthest) < stepIndex("details")) throw redirect(stepPath(furthest));
    const result = await detailsAction(op, formData, order);
    op.session.set("fibreOrder", result.order);
    if (result.kind === "next") {
      // A failed coverage check still opens the summary (without Pay Now), with the operator's message.
      const notice = "notice" in result ? result.notice : undefined;
      return notice ? redirectWithOutcome(stepPath("summary"), notice, "error") : redirect(stepPath("summary"));
    }
    keepStepAnswer(op.session, ANSWER_KEY, { reply: result.reply, alert: result.alert ?? null });
    return redirect(stepPath("details"));
  }

  if (intent.startsWith("summary-")) {
    if (furthest !== "summary") throw redirect(stepPath(furthest));
    const result = await summaryAction(op, formData, order);
    if (result.kind === "failed") {
      return answer({ summary: result.submission.reply(result.message ? { formErrors: [result.message] } : undefined) }, 400);
    }
    if (result.kind === "pay") return answer({ paynow: result.form });
    // Registered: the order is the operator's now; a new visit to the wizard starts a new one.
    op.session.unset("fibreOrder");
    return redirect(result.to);
  }

  const result = await packagesAction(op, formData, order);
  op.session.set("fibreOrder", result.order);
  if (result.kind === "next") return redirect(stepPath("details"));
  if (result.error) return answer({ packages: { error: result.error } }, 400);
  return redirect(stepPath("packages"));
});

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
