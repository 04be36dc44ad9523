import type { SubmissionResult } from "@conform-to/react";
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import type { ShellHandle } from "~/accounts/outlet";
import { pageTitle, stylesheets } from "~/components/head";
import { errorOutcome, OutcomeDialog } from "~/components/outcome";
import { t } from "~/i18n/sales-cart";
import { withOperator } from "~/operator/route.server";
import { requireUser } from "~/operator/session.server";
import { lazyPart } from "~/components/lazy-part";
import cartStyles from "~/styles/sales-cart.css?url";
import statusStyles from "~/styles/sales-status.css?url";
import wizardStyles from "~/styles/sales-wizard.css?url";
import { OrderFacts } from "../applyonline.fibre.statustracking.$orderId/OrderFacts";
import { loadConnection, submitDocuments } from "./connection.server";
import { Progress } from "./Progress";

/**
 * /connectionOrder: the customer's paid fibre order (none: /applyonline/order), its reference,
 * packages and service address, and its status: 'Pending Document Upload' with the document
 * submit, then the provisioning progress from the CRM, read from the operator on each visit.
 */
export const loader = withOperator(async ({ op }) => loadConnection(op));

export const action = withOperator(async ({ request, op }) => {
  // An action runs without the layout's loader: the sign-in is checked here, before up to 12 MB of body is read.
  requireUser(op);
  return submitDocuments(op, request);
});

export const handle = { shell: "order" } satisfies ShellHandle;

/** The document submit loads on its own (lazyPart): only an order waiting for its documents shows it. */
const DocumentsSubmit = lazyPart(() => import("./DocumentsSubmit"), "DocumentsSubmit");

export default function ConnectionOrder() {
  const { order, error } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>() as SubmissionResult<string[]> | undefined;
  return (
    <div className="order-status">
      <section className="card order-section" aria-labelledby="connection-title">
        <h1 id="connection-title">{t("connection.title")}</h1>
        {order ? <OrderFacts view={order.view} /> : null}
      </section>
      {order?.documents ? (
        <Suspense fallback={null}>
          <DocumentsSubmit action="/connectionOrder" needs={order.documents} lastResult={lastResult} />
        </Suspense>
      ) : null}
      {order && !order.documents ? <Progress progress={order.progress} crmState={order.crmState} /> : null}
      <OutcomeDialog outcome={errorOutcome(error)} />
    </div>
  );
}

export const meta: MetaFunction = () => pageTitle(t("connection.pageTitle"));

export const links: LinksFunction = () => stylesheets(statusStyles, wizardStyles, cartStyles);

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
