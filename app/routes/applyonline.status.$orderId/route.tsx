import { redirect, type LinksFunction, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { pageTitle, stylesheets } from "~/components/head";
import { errorOutcome, OutcomeDialog } from "~/components/outcome";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/sales-landing";
import { formFailure, redirectWithOutcome } from "~/operator/outcome.server";
import { withOperator } from "~/operator/route.server";
import { ORDER_ID_MAX, orderOtpSchema, orderStatusUrl } from "~/sales/order-lookup";
import { awaitingCode, sendOrderCode, verifyOrderCode } from "~/sales/order-lookup.server";
import { OrderOtpPanel } from "~/sales/OrderOtpPanel";
import { SalesLayout } from "~/sales/SalesLayout";
import salesStyles from "~/styles/sales.css?url";
import landingStyles from "~/styles/sales-landing.css?url";

function orderIdOf(params: { orderId?: string }): string {
  const orderId = (params.orderId ?? "").trim();
  if (!orderId || orderId.length > ORDER_ID_MAX) throw redirect("/applyonline");
  return orderId;
}

/**
 * A link to an order's status (as the SMS after an order carries it) first proves the visitor holds
 * the order's mobile: the one-time code is sent on arrival, once while it is alive (a reload or a
 * refused code does not send another; Resend does).
 */
export const loader = withOperator(async ({ params, op }) => {
  const orderId = orderIdOf(params);
  if (awaitingCode(op, orderId)) return { orderId, error: null };
  const sent = await sendOrderCode(op, orderId);
  return { orderId, error: sent.ok ? null : sent.message };
});

export const action = withOperator(async ({ request, params, op }) => {
  const orderId = orderIdOf(params);
  const here = new URL(request.url).pathname;
  const formData = await request.formData();
  if (formData.get("intent") === "resend") {
    const sent = await sendOrderCode(op, orderId);
    return sent.ok ? redirectWithOutcome(here, t("otp.resent")) : redirectWithOutcome(here, sent.message, "error");
  }
  const submission = parseWithSchema(formData, { schema: orderOtpSchema });
  if (submission.status !== "success") return formFailure(submission);
  const verified = await verifyOrderCode(op, orderId, submission.value.otp);
  return verified.ok ? redirect(orderStatusUrl(orderId)) : formFailure(submission, verified.message);
});

export default function OrderStatusLookup() {
  const { orderId, error } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <SalesLayout>
      <div className="landing">
        <h1>{t("lookup.title")}</h1>
        {error ? (
          <section className="card">
            <p>{t("lookup.notSent")}</p>
            <Link className="btn btn-primary" to="/applyonline">
              {t("lookup.tryAgain")}
            </Link>
            <OutcomeDialog outcome={errorOutcome(error)} />
          </section>
        ) : (
          <OrderOtpPanel orderId={orderId} lastResult={actionData} closeTo="/applyonline" />
        )}
      </div>
    </SalesLayout>
  );
}

export const meta: MetaFunction = () => pageTitle(t("lookup.title"));

export const links: LinksFunction = () => stylesheets(salesStyles, landingStyles);
