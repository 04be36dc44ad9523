/**
 * /applyonline/order: the signed-in customer's fibre order wizard. Four numbered steps (Package
 * Selection, Feasibility Check, Customer Details, Summary) over internal steps 1 to 5 in the URL
 * (`?step=`); what the customer entered lives in the session (state.ts), so every step works without
 * JavaScript and survives a reload, and a step asked for too early sends them to the furthest open one.
 * First of all, the customer's newest fibre order may send them elsewhere: paid → /connectionOrder,
 * in the cart → /cart. Add to Cart saves the cart lines and goes to /cart.
 */
import { redirect, type LinksFunction, type MetaFunction, type SerializeFrom } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import type { ShellHandle } from "~/accounts/outlet";
import { pageTitle, stylesheets } from "~/components/head";
import { errorOutcome, OutcomeDialog } from "~/components/outcome";
import { t } from "~/i18n/sales-order";
import { withOperator } from "~/operator/route.server";
import { requireUser } from "~/operator/session.server";
import { pickerOf } from "~/sales/catalogue";
import { termsOf } from "~/sales/OrderTermsDialog";
import { loadFibreCatalogue } from "~/sales/catalogue.server";
import { StepIndicator } from "~/sales/StepIndicator";
import mapStyles from "~/styles/map.css?url";
import detailsStyles from "~/styles/sales-details.css?url";
import orderStyles from "~/styles/sales-order.css?url";
import wizardStyles from "~/styles/sales-wizard.css?url";
import salesStyles from "~/styles/sales.css?url";
import { loadOtp } from "./details.server";
import { loadFeasibility } from "./feasibility.server";
import { currentOrder, requireOpenEntry } from "./entry.server";
import { asksFeasibilityMobile } from "./forms";
import { lazyPart, usePreload } from "~/components/lazy-part";
import { PackagesStep } from "~/sales/PackagesStep";
import { furthestStep, stepOf, stepPath, VISIBLE_STEPS, visibleStepOf } from "./steps";
import { answerStepPost, takeAnswer } from "./steps.server";
import { loadSummary } from "./summary.server";

export const handle = { shell: "order" } satisfies ShellHandle;

export const loader = withOperator(async ({ request, op }) => {
  requireUser(op);
  const entry = await requireOpenEntry(op);
  const order = await currentOrder(op, entry.newest);
  const params = new URL(request.url).searchParams;
  const step = stepOf(params.get("step"));
  const furthest = furthestStep(order);
  if (step > furthest) throw redirect(stepPath(furthest));
  const { reply, alert } = takeAnswer(op, step);
  const base = { order, reply, alert, entryError: entry.error ? t("order.entryFailed") : null };
  switch (step) {
    case 1: {
      const { catalogue, error } = await loadFibreCatalogue(op);
      return { ...base, step, catalogue, error, ...pickerOf(params) } as const;
    }
    case 2:
      return { ...base, step, feasibility: await loadFeasibility(op), asksMobile: asksFeasibilityMobile(order) } as const;
    case 3:
      return { ...base, step, otp: loadOtp(op) } as const;
    case 4:
      return { ...base, step } as const;
    case 5:
      return { ...base, step, summary: await loadSummary(op, order), ...termsOf(params) } as const;
  }
});

/** Every post of the wizard, by its intent (steps.server.ts). */
export const action = withOperator(async ({ request, op }) => {
  requireUser(op);
  return answerStepPost(op, request);
});

/**
 * Steps 2 to 5 load on their own (lazyPart): a customer starting at the packages fetches only that
 * step's code (the map, the code dialog and the terms come with the later steps), and the rest
 * follows after hydration.
 */
const FeasibilityStep = lazyPart(() => import("./FeasibilityStep"), "FeasibilityStep");
const DetailsStep = lazyPart(() => import("./DetailsStep"), "DetailsStep");
const AddressStep = lazyPart(() => import("./AddressStep"), "AddressStep");
const SummaryStep = lazyPart(() => import("./SummaryStep"), "SummaryStep");

export default function SignedInFibreWizard() {
  const data = useLoaderData<typeof loader>();
  usePreload(FeasibilityStep, DetailsStep, AddressStep, SummaryStep);
  return (
    <section className="card sw so" aria-labelledby="so-title">
      <h1 id="so-title" className="sw-title">
        {t("order.title")}
      </h1>
      <StepIndicator label={t("order.steps")} steps={VISIBLE_STEPS.map((s) => t(`order.step.${s}`))} current={visibleStepOf(data.step)} />
      <h2 className="so-step-title">{t(`order.heading.${data.step}`)}</h2>
      <StepView key={data.step >= 2 && data.step <= 4 ? JSON.stringify([data.step, data.order, data.reply, data.alert]) : data.step} data={data} />
      <OutcomeDialog outcome={errorOutcome(data.entryError, "so-entry")} />
    </section>
  );
}

/**
 * The open step. The forms of steps 2 to 4 start over from the server's state after every post (a
 * refused NIC is cleared, a pin checked); the pickers and the summary follow their props.
 */
function StepView({ data }: { data: SerializeFrom<typeof loader> }) {
  return (
    <Suspense fallback={null}>
      {data.step === 1 ? (
        <PackagesStep
          stepUrl={stepPath(1)}
          hint={t("sw.pkg.hint")}
          catalogue={data.catalogue}
          names={data.order.packages}
          pick={data.pick}
          tab={data.tab}
          error={data.reply?.error?.packages?.[0] ?? data.error}
        />
      ) : null}
      {data.step === 2 ? <FeasibilityStep view={data.feasibility} order={data.order} asksMobile={data.asksMobile} lastResult={data.reply} /> : null}
      {data.step === 3 ? <DetailsStep order={data.order} otp={data.otp} lastResult={data.reply} alert={data.alert} /> : null}
      {data.step === 4 ? <AddressStep order={data.order} lastResult={data.reply} /> : null}
      {data.step === 5 ? (
        <SummaryStep
          key={`${data.termsOpen}:${data.accepted}`}
          summary={data.summary}
          order={data.order}
          lastResult={data.reply}
          termsOpen={data.termsOpen}
          accepted={data.accepted}
        />
      ) : null}
    </Suspense>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageTitle(data ? `${t(`order.heading.${data.step}`)} - ${t("order.pageTitle")}` : t("order.pageTitle"));

export const links: LinksFunction = () => stylesheets(salesStyles, wizardStyles, detailsStyles, mapStyles, orderStyles);

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
