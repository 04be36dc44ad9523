import { json, redirect, type LinksFunction, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import type { ShellHandle } from "~/accounts/outlet";
import { pageTitle, stylesheets } from "~/components/head";
import { errorOutcome, OutcomeDialog } from "~/components/outcome";
import { t } from "~/i18n/sales-lte";
import { redirectWithOutcome } from "~/operator/outcome.server";
import { withOperator, type Operator } from "~/operator/route.server";
import { requireUser } from "~/operator/session.server";
import { pickerOf } from "~/sales/catalogue";
import { lazyPart, usePreload } from "~/components/lazy-part";
import { termsOf } from "~/sales/OrderTermsDialog";
import { keepStepAnswer, stepReply, takeStepAnswer, type StepAnswer } from "~/sales/step-answer.server";
import { StepIndicator } from "~/sales/StepIndicator";
import mapStyles from "~/styles/map.css?url";
import detailsStyles from "~/styles/sales-details.css?url";
import lteStyles from "~/styles/sales-lte.css?url";
import salesStyles from "~/styles/sales.css?url";
import wizardStyles from "~/styles/sales-wizard.css?url";
import { detailsAction, leadSentMessage, loadDetails, valuesOf, withProfileContact } from "./details.server";
import { documentsAction, loadDocuments, needsOf } from "./documents.server";
import { draftKey, idTypeOf } from "./draft";
import { currentOrder, entryOf, startNewRequest } from "./entry.server";
import { coverageAt } from "./location";
import { loadLocation, locationAction } from "./location.server";
import { kindsOf } from "./packages";
import { loadLteCatalogue, packagesAction } from "./packages.server";
import { PackagesStep } from "./PackagesStep";
import type { LteOrder } from "./state";
import { StatusScreen } from "./StatusScreen";
import { furthestStep, isOpen, stepOf, stepPath, visibleIndex, VISIBLE_STEPS, WIZARD_PATH, type LteStep } from "./steps";
import { addToCart, loadSummary } from "./summary.server";
import { isBackground } from "~/forms/submission";

/**
 * The LTE wizard (/lterequest): packages (1), location and coverage (2), the request for coverage (3),
 * customer details (4), documents (5) and the payment summary (6), `?step=`. What the customer enters
 * lives in the session (`lteRequest`), so every step works without JavaScript and survives a reload;
 * a step asked for too early goes to the furthest open one. The customer's newest LTE order decides
 * first: a cart waiting for payment goes to /cart, a paid order shows its status screen.
 */
export const handle = { shell: "order" } satisfies ShellHandle;

const ANSWER_KEY = "lte";

const save = (op: Operator, order: LteOrder) => op.session.set("lteRequest", order);

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
      if (read !== order) save(op, (order = read));
      const d = order.details;
      const flags = { idType: idTypeOf(d), mobileVerified: d.mobileVerified, emailVerified: d.emailVerified, idVerified: d.idVerified };
      return { ...base, step, values: valuesOf(order), flags, location: order.location, view: loadDetails(op, order) } as const;
    }
    case 5: {
      const documents = await loadDocuments(op, order);
      if (documents.order.documentsFor !== order.documentsFor) save(op, documents.order);
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
 * Every post of the wizard, by intent: "location-*" (step 2), "details-*" (steps 3 and 4), "cart-add"
 * (step 6), an upload (step 5), "new-request" (the status screen), the rest (pick, remove, the radios,
 * Next) step 1. What was typed is saved in the session, then the step is shown again with its answer
 * or the next one opens (post/redirect/get). The location step's background saves (`backgroundBody`, with
 * JavaScript) answer plainly instead of redirecting; the page's data is read again after them.
 */
export const action = withOperator(async ({ request, op }) => {
  // An action runs without the layout's loader: the sign-in is checked here, before the body (an upload at step 5) is read.
  requireUser(op);
  const entry = await entryOf(op);
  if (entry.kind === "status") {
    const formData = isMultipart(request) ? null : await request.formData();
    if (formData?.get("intent") === "new-request" && entry.view.done) {
      startNewRequest(op, entry.view);
      return redirect(stepPath(1));
    }
    return redirect(WIZARD_PATH);
  }
  const order = currentOrder(op);
  const key = draftKey(order);
  const open = (step: LteStep) => isOpen(step, order, key);
  const furthest = () => redirect(stepPath(furthestStep(order, key)));
  const answer = (to: LteStep, kept: StepAnswer) => {
    keepStepAnswer(op.session, ANSWER_KEY, kept);
    return redirect(stepPath(to));
  };

  if (isMultipart(request)) {
    if (!open(5)) return furthest();
    const result = await documentsAction(op, request, order);
    save(op, result.order);
    return result.reply ? answer(5, { reply: result.reply, alert: null }) : redirect(stepPath(6));
  }

  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");

  if (intent.startsWith("location-")) {
    if (!open(2)) return furthest();
    const result = await locationAction(op, formData, order);
    save(op, result.order);
    if (result.next) return redirect(stepPath(4));
    keepStepAnswer(op.session, ANSWER_KEY, { reply: stepReply(result.problem, result.error), alert: null });
    return isBackground(formData) ? json({ saved: true }) : redirect(stepPath(2));
  }

  if (intent.startsWith("details-")) {
    const step: LteStep = intent === "details-lead" ? 3 : 4;
    if (!open(step)) return furthest();
    const result = await detailsAction(op, formData, order);
    save(op, result.order);
    if (result.kind === "next") return redirect(stepPath(5));
    if (result.kind === "lead") return redirectWithOutcome(stepPath(2), leadSentMessage());
    const reply = stepReply(result.problems ?? result.problem, result.error);
    return answer(step, { reply, alert: result.alert ?? null });
  }

  if (intent === "cart-add") {
    if (!open(6)) return furthest();
    const result = await addToCart(op, formData, order);
    return result.ok ? redirect("/cart") : answer(6, { reply: stepReply(null, result.message), alert: null });
  }

  const result = await packagesAction(op, formData, order);
  save(op, result.order);
  if (result.next) return redirect(stepPath(2));
  if (isBackground(formData) && !result.error) return json({ saved: true });
  return answer(1, { reply: stepReply(null, result.error), alert: null });
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

export { skipAfterKeepOnly as shouldRevalidate } from "~/forms/submission";

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";

export const meta: MetaFunction = () => pageTitle(t("lte.pageTitle"));

export const links: LinksFunction = () => stylesheets(salesStyles, wizardStyles, detailsStyles, mapStyles, lteStyles);
