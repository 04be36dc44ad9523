import { Link, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { t } from "~/i18n";
import { errorOutcome, OutcomeDialog } from "./outcome";

/**
 * The error boundary of a page inside a layout: the generic message in the error dialog, and in place
 * of the page a heading with a way back, while the layout around it stays, so the customer keeps the
 * navigation. Never a stack trace. Routes export it as `ErrorBoundary`.
 */
export function PageErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message = notFound ? t("error.notFound") : t("error.generic");
  return (
    <section className="card page-error" aria-labelledby="page-error-title">
      <h1 id="page-error-title">{t("error.pageTitle")}</h1>
      <Link className="btn btn-primary" to="/boardBand/summary">
        {t("error.backHome")}
      </Link>
      <OutcomeDialog outcome={errorOutcome(message, "page-error")} />
    </section>
  );
}
