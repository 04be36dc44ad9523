/**
 * The order status page, one implementation for its two addresses (route.tsx here and
 * fttx.$orderId.$status). Everything arrives with the page; 5 seconds later it is read once more in
 * the background (the operator may have moved the order on), never keeping the visitor waiting.
 */
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation, useRevalidator, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { pageTitle, stylesheets } from "~/components/head";
import { errorOutcome, OutcomeDialog } from "~/components/outcome";
import { t } from "~/i18n/sales-status";
import { SalesLayout } from "~/sales/SalesLayout";
import salesStyles from "~/styles/sales.css?url";
import statusStyles from "~/styles/sales-status.css?url";
import { AgentCodeBox } from "./AgentCodeBox";
import { BillingAddressForm } from "./BillingAddressForm";
import { DocumentsForm } from "./DocumentsForm";
import { OrderFacts } from "./OrderFacts";
import type { loader as rootLoader } from "~/root";
import type { StatusForm, statusAction, statusLoader } from "./status.server";

/** The one background refresh after the page is shown. */
export const REFRESH_AFTER_MS = 5000;

/**
 * Read the page again once, 5 seconds after it is shown. Not when the visitor sent a form meanwhile
 * or the page is an action's answer: its data is fresh, and a refresh would take away the outcome
 * dialog (the root's outcome is read once) before the visitor has read it.
 */
function useRefreshOnce() {
  const { revalidate } = useRevalidator();
  const navigation = useNavigation();
  const outcome = useRouteLoaderData<typeof rootLoader>("root")?.outcome;
  const quiet = useRef(true);
  useEffect(() => {
    if (navigation.state !== "idle" || outcome) quiet.current = false;
  }, [navigation.state, outcome]);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (quiet.current) revalidate();
    }, REFRESH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [revalidate]);
}

export function StatusPage() {
  const { page, order, error } = useLoaderData<typeof statusLoader>();
  const answer = useActionData<typeof statusAction>();
  useRefreshOnce();
  const resultOf = (form: StatusForm) => (answer && "form" in answer && answer.form === form ? answer.result : undefined);
  return (
    <SalesLayout>
      <div className="order-status">
        <h1>{t("status.title")}</h1>
        {order ? (
          <>
            <section className="card order-section" aria-label={t("status.title")}>
              <OrderFacts view={order.view} />
              <div className="order-actions">
                <Link className="btn btn-primary" to="/applyonline">
                  {t("status.home")}
                </Link>
                <Link className="btn btn-outline" to={order.receiptUrl} reloadDocument download="ftth_order_receipt.pdf">
                  {t("status.receipt")}
                </Link>
              </div>
            </section>
            {order.full ? <BillingAddressForm page={page} billing={order.billing} lastResult={resultOf("billing")} /> : null}
            {order.documents.due ? <DocumentsForm page={page} needs={order.documents.needs} lastResult={resultOf("documents")} /> : null}
            {order.full && !order.documents.due && !order.documents.received && !order.billing.exists ? (
              <p className="notice">{t("status.documents.needBilling")}</p>
            ) : null}
            {order.documents.received ? <p className="notice">{t("status.documents.received")}</p> : null}
            {order.agent.canAdd ? <AgentCodeBox page={page} code={order.agent.code} lastResult={resultOf("agent")} /> : null}
          </>
        ) : (
          <Link className="btn btn-primary" to="/applyonline">
            {t("status.home")}
          </Link>
        )}
      </div>
      <OutcomeDialog outcome={errorOutcome(error)} />
    </SalesLayout>
  );
}

export const statusLinks: LinksFunction = () => stylesheets(salesStyles, statusStyles);

export const statusMeta: MetaFunction = () => pageTitle(t("status.title"));
