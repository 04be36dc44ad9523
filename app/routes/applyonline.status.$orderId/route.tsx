import { redirect, type LinksFunction, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { SubmitButton } from "~/components/fields";
import { pageTitle, stylesheets } from "~/components/head";
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
 * the order's mobile by a one-time code. Opening the link sends nothing: any page on the web could
 * make its visitors' browsers open it (an image is enough). The page asks, and its Continue (a form
 * post) sends the code; the code entry then shows while the code is alive (Resend sends another).
 */
export const loader = withOperator(async ({ params, op }) => {
  const orderId = orderIdOf(params);
  return { orderId, awaiting: awaitingCode(op, orderId) };
});

export const action = withOperator(async ({ request, params, op }) => {
  const orderId = orderIdOf(params);
  const here = new URL(request.url).pathname;
  const formData = await request.formData();
  if (formData.get("intent") === "send") {
    const sent = await sendOrderCode(op, orderId);
    return sent.ok ? redirect(here) : redirectWithOutcome(here, sent.message, "error");
  }
  if (formData.get("intent") === "resend") {
    const sent = await sendOrderCode(op, orderId);
    return sent.ok ? redirectWithOutcome(here, t("otp.resent")) : redirectWithOutcome(here, sent.message, "error");
  }
  const submission = parseWithSchema(formData, { schema: orderOtpSchema });
  if (submission.status !== "success") return formFailure(submission);
  const verified = await verifyOrderCode(op, orderId, submission.value.otp);
  return verified.ok ? redirect(orderStatusUrl(orderId)) : formFailure(submission, verified.message);
});

/** The question before anything is sent: Continue posts the page's own form, so it works without JavaScript. */
function SendCodeQuestion({ orderId }: { orderId: string }) {
  return (
    <section className="card lookup-ask" aria-labelledby="lookup-ask-title">
      <h2 id="lookup-ask-title">{t("lookup.otp.title")}</h2>
      <p>{t("lookup.ask", { orderId })}</p>
      <Form method="post">
        <input type="hidden" name="intent" value="send" />
        <SubmitButton pending={t("app.wait")}>{t("landing.continue")}</SubmitButton>
      </Form>
      <p className="lookup-other">
        <Link to="/applyonline">{t("lookup.tryAgain")}</Link>
      </p>
    </section>
  );
}

export default function OrderStatusLookup() {
  const { orderId, awaiting } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <SalesLayout>
      <div className="landing">
        <h1>{t("lookup.title")}</h1>
        {awaiting ? <OrderOtpPanel orderId={orderId} lastResult={actionData} closeTo="/applyonline" /> : <SendCodeQuestion orderId={orderId} />}
      </div>
    </SalesLayout>
  );
}

export const meta: MetaFunction = () => pageTitle(t("lookup.title"));

export const links: LinksFunction = () => stylesheets(salesStyles, landingStyles);
