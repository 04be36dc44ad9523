import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { t } from "~/i18n/sales-wizard";
import { withOperator } from "~/operator/route.server";
import { SalesLayout } from "~/sales/SalesLayout";
import salesStyles from "~/styles/sales.css?url";
import wizardStyles from "~/styles/sales-wizard.css?url";
import { statusPagePath, verifyFibrePayment } from "../applyonline.fiber/payment.server";
import { stepPath } from "../applyonline.fiber/steps";
import { pageTitle, stylesheets } from "~/components/head";

/**
 * Where the hosted payment page sends the visitor back (?orderId=&status=). Success is told only
 * when the operator's payment log of the order this session sent to pay shows it paid; the URL's
 * status alone proves nothing.
 */
export const loader = withOperator(async ({ request, op }) => {
  const outcome = await verifyFibrePayment(op, new URL(request.url).searchParams);
  // Paid: the order is the operator's now; a new visit to the wizard starts a new one.
  if (outcome.kind === "paid") op.session.unset("fibreOrder");
  return { outcome, statusPage: "orderRef" in outcome ? statusPagePath(outcome.orderRef) : null };
});

const PROGRESS = ["details", "feasibility", "packages", "payment"] as const;

export default function FibrePaymentResult() {
  const { outcome, statusPage } = useLoaderData<typeof loader>();
  const paid = outcome.kind === "paid";
  return (
    <SalesLayout>
      <section className="card sw sw-result" aria-labelledby="sw-result-title">
        <h1 id="sw-result-title" className="sw-title">
          {t("sw.result.title")}
        </h1>
        <ol className="sw-steps" aria-label={t("sw.result.steps")}>
          {PROGRESS.map((s, i) => (
            <li key={s} className={paid || i < PROGRESS.length - 1 ? "sw-step sw-step-done" : "sw-step sw-step-current"}>
              <span className="sw-step-number" aria-hidden="true">
                {i + 1}
              </span>
              <span>{t(`sw.result.step.${s}`)}</span>
            </li>
          ))}
        </ol>
        {outcome.kind === "paid" ? (
          <>
            <p className="result result-ok" role="status">
              {t("sw.result.success")}
            </p>
            <p>{t("sw.result.reference", { ref: outcome.orderRef })}</p>
            <div className="actions-row">
              <Link className="btn btn-primary" to={statusPage ?? "/applyonline"}>
                {t("sw.result.status")}
              </Link>
            </div>
          </>
        ) : outcome.kind === "unknown" ? (
          <>
            <p className="result result-bad" role="alert">
              {t("sw.result.unknown")}
            </p>
            <div className="actions-row">
              <Link className="btn btn-primary" to="/applyonline">
                {t("sw.result.home")}
              </Link>
            </div>
          </>
        ) : (
          <>
            <p className="result result-bad" role="alert">
              {t("sw.result.failed")}
            </p>
            <p>{outcome.kind === "error" ? outcome.message : outcome.kind === "short" ? t("sw.result.short") : t("sw.result.declined")}</p>
            <p>{t("sw.result.reference", { ref: outcome.orderRef })}</p>
            <div className="actions-row">
              <Link className="btn btn-primary" to={stepPath("summary")}>
                {t("sw.result.tryAgain")}
              </Link>
            </div>
          </>
        )}
      </section>
    </SalesLayout>
  );
}

export const meta: MetaFunction = () => pageTitle(t("sw.result.title"));

export const links: LinksFunction = () => stylesheets(salesStyles, wizardStyles);
