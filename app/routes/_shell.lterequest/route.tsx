import { redirect, type LinksFunction, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import type { ShellHandle } from "~/accounts/outlet";
import { pageTitle, stylesheets } from "~/components/head";
import { errorOutcome, OutcomeDialog } from "~/components/outcome";
import { t } from "~/i18n/sales-lte";
import { withOperator } from "~/operator/route.server";
import { requireUser } from "~/operator/session.server";
import { pickerOf } from "~/sales/catalogue";
import { lazyPart, usePreload } from "~/components/lazy-part";
import { termsOf } from "~/sales/OrderTermsDialog";
import { takeStepAnswer, type StepAnswer } from "~/sales/step-answer.server";
import { StepIndicator } from "~/sales/StepIndicator";
import mapStyles from "~/styles/map.css?url";
import detailsStyles from "~/styles/sales-details.css?url";
import lteStyles from "~/styles/sales-lte.css?url";
import salesStyles from "~/styles/sales.css?url";
import wizardStyles from "~/styles/sales-wizard.css?url";
import { loadDetails, valuesOf, withProfileContact } from "./details.server";
import { loadDocuments, needsOf } from "./documents.server";
import { draftKey, idTypeOf } from "./draft";
import { currentOrder, entryOf, startNewRequest } from "./entry.server";
import { NEW_REQUEST_INTENT } from "./forms";
import { coverageAt } from "./location";
import { loadLocation } from "./location.server";
import { kindsOf } from "./packages";
import { loadLteCatalogue } from "./packages.server";
import { PackagesStep } from "./PackagesStep";
import { StatusScreen } from "./StatusScreen";
import { furthestStep, isOpen, stepOf, stepPath, visibleIndex, VISIBLE_STEPS, WIZARD_PATH } from "./steps";
import { answerStepPost, ANSWER_KEY, saveOrder } from "./steps.server";
import { loadSummary } from "./summary.server";

/**
 * The LTE wizard (/lterequest): packages (1), location and coverage (2), the request for coverage (3),
 * customer details (4), documents (5) and the payment summary (6), `?step=`. What the customer enters
 * lives in the session (`lteRequest`), so every step works without JavaScript and survives a reload;
 * a step asked for too early goes to the furthest open one. The customer's newest LTE order decides
 * first: a cart waiting for payment goes to /cart, a paid order shows its status screen.
 */
export const handle = { shell: "order" } satisfies ShellHandle;

export const loader = withOperator(async ({ request, op }) => {
  const entry = await entryOf(op);
  if (entry.kind === "status") return { screen: "status", view: entry.view } as const;
  const params = new URL(request.url).searchParams;
  let order = currentOrder(op);
  const step = stepOf(params.get("step"));
  const key = draftKey(order);
  if (!isOpen(step, order, key)) throw redirect(stepPath(furthestStep(order, key)));
  const answer: StepAnswer | null = takeStepAnswer(op.session, ANSWER_KEY);
  const base = { screen: "wizard", entryError: entry.error, answer } as const;

  switch (step) {
    case 1: {
      const { catalogue, error } = await loadLteCatalogue(op, order.packages.connection);
      const kinds = kindsOf(order.packages.connection, catalogue);
      return {
        ...base,
        step,
        packages: order.packages,
        catalogue,
        kinds,
        error,
        ...pickerOf(params),
      } as const;
    }
    case 2:
      return { ...base, step, location: order.location, coverage: coverageAt(order.location, order.coverage), view: await loadLocation(op) } as const;
    case 3:
    case 4: {
      const read = await withProfileContact(op, order);
      if (read !== order) saveOrder(op, (order = read));
      const d = order.details;
      const flags = { idType: idTypeOf(d), mobileVerified: d.mobileVerified, emailVerified: d.emailVerified, idVerified: d.idVerified };
      return { ...base, step, values: valuesOf(order), flags, location: order.location, view: loadDetails(op, order) } as const;
    }
    case 5: {
      const documents = await loadDocuments(op, order);
      if (documents.order.documentsFor !== order.documentsFor) saveOrder(op, documents.order);
      return { ...base, step, needs: needsOf(order), received: documents.received, error: documents.error } as const;
    }
    default:
      return {
        ...base,
        step: 6 as const,
        summary: await loadSummary(op, order),
        ...termsOf(params),
      } as const;
  }
});

const isMultipart = (request: Request) => (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");

/**
 * Every post: the status screen's New request, or a post of the wizard by its intent (steps.server.ts).
 * An action runs without the layout's loader: the sign-in is checked here, before the body (an upload
 * at step 5) is read.
 */
export const action = withOperator(async ({ request, op }) => {
  requireUser(op);
  const entry = await entryOf(op);
  if (entry.kind === "status") {
    const formData = isMultipart(request) ? null : await request.formData();
    if (formData?.get("intent") === NEW_REQUEST_INTENT && entry.view.done) {
      startNewRequest(op, entry.view);
      return redirect(stepPath(1));
    }
    return redirect(WIZARD_PATH);
  }
  return answerStepPost(op, request, currentOrder(op));
});

/**
 * Steps 2 to 6 load on their own (lazyPart): a customer starting at the packages fetches only that
 * step's code (the map, the code dialog, the uploads and the terms come with the later steps), and
 * the rest follows after hydration.
 */
const LocationStep = lazyPart(() => import("./LocationStep"), "LocationStep");
const DetailsStep = lazyPart(() => import("./DetailsStep"), "DetailsStep");
const DocumentsStep = lazyPart(() => import("./DocumentsStep"), "DocumentsStep");
const SummaryStep = lazyPart(() => import("./SummaryStep"), "SummaryStep");

export default function LteWizard() {
  const data = useLoaderData<typeof loader>();
  usePreload(LocationStep, DetailsStep, DocumentsStep, SummaryStep);
  if (data.screen === "status") return <StatusScreen view={data.view} />;
  const reply = data.answer?.reply ?? null;
  return (
    <section className="card sw lte" aria-labelledby="lte-title">
      <h1 id="lte-title" className="lte-title">
        {t("lte.title")}
      </h1>
      <StepIndicator label={t("lte.steps")} steps={VISIBLE_STEPS.map((key) => t(key))} current={visibleIndex(data.step)} />
      <h2 className="lte-heading">{t(`lte.heading.${data.step}`)}</h2>
      {data.step === 1 ? (
        <PackagesStep
          packages={data.packages}
          catalogue={data.catalogue}
          kinds={data.kinds}
          pick={data.pick}
          tab={data.tab}
          error={reply?.error?.[""]?.[0] ?? null}
          loadError={data.error}
        />
      ) : null}
      <Suspense fallback={null}>
        {data.step === 2 ? <LocationStep location={data.location} coverage={data.coverage} view={data.view} lastResult={reply} /> : null}
        {data.step === 3 || data.step === 4 ? (
          <DetailsStep
            variant={data.step === 3 ? "coverage" : "order"}
            values={data.values}
            flags={data.flags}
            location={data.location}
            view={data.view}
            lastResult={reply}
            alert={data.answer?.alert ?? null}
          />
        ) : null}
        {data.step === 5 ? <DocumentsStep needs={data.needs} received={data.received} error={data.error} lastResult={reply} /> : null}
        {data.step === 6 ? (
          <SummaryStep
            key={`${data.termsOpen}:${data.accepted}`}
            summary={data.summary}
            termsOpen={data.termsOpen}
            accepted={data.accepted}
            lastResult={reply}
          />
        ) : null}
      </Suspense>
      <OutcomeDialog outcome={errorOutcome(data.entryError, "lte-entry")} />
    </section>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";

export const meta: MetaFunction = () => pageTitle(t("lte.pageTitle"));

export const links: LinksFunction = () => stylesheets(salesStyles, wizardStyles, detailsStyles, mapStyles, lteStyles);
