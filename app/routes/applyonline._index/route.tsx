import { getFormProps } from "@conform-to/react";
import { redirect, type LinksFunction, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { SubmitButton, TextField } from "~/components/fields";
import { pageTitle, stylesheets } from "~/components/head";
import { OutcomeDialog } from "~/components/outcome";
import { parseWithSchema } from "~/forms/parse";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/sales-landing";
import { formFailure, redirectWithOutcome } from "~/operator/outcome.server";
import { withOperator } from "~/operator/route.server";
import { isSignedIn } from "~/operator/session.server";
import { connectionFees } from "~/sales/fees.server";
import { orderLookupSchema, orderOtpSchema, orderStatusUrl } from "~/sales/order-lookup";
import { pendingOrder, sendOrderCode, verifyOrderCode } from "~/sales/order-lookup.server";
import { OrderOtpPanel } from "~/sales/OrderOtpPanel";
import { SalesLayout } from "~/sales/SalesLayout";
import { LandingExtras, LandingFees } from "./LandingParts";
import salesStyles from "~/styles/sales.css?url";
import landingStyles from "~/styles/sales-landing.css?url";

/** The code entry shows while this browser waits for the code of the order named in the URL. */
const awaitingUrl = (orderId: string) => `/applyonline?order=${encodeURIComponent(orderId)}`;

export const loader = withOperator(async ({ request, op }) => {
  // A signed-in customer orders fibre in the signed-in wizard; visitors keep this page.
  if (isSignedIn(op.session)) throw redirect("/applyonline/order");
  const fees = await connectionFees(op);
  const order = new URL(request.url).searchParams.get("order");
  return { fibreFee: fees.fibre, awaiting: order && order === pendingOrder(op) ? order : null };
});

/**
 * Register Now starts a new order from scratch (no identity of an earlier order, no wizard state).
 * Continue sends the order's one-time code; the code entry then verifies it (or sends it again),
 * and a verified code leads to the order's status page.
 */
export const action = withOperator(async ({ request, op }) => {
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "register") {
    op.session.unset("orderIdentity");
    op.session.unset("fibreOrder");
    return redirect("/applyonline/fiber");
  }

  if (intent === "resend" || intent === "verify") {
    const orderId = pendingOrder(op);
    if (!orderId) return redirect("/applyonline");
    if (intent === "resend") {
      const sent = await sendOrderCode(op, orderId);
      return sent.ok ? redirectWithOutcome(awaitingUrl(orderId), t("otp.resent")) : redirectWithOutcome(awaitingUrl(orderId), sent.message, "error");
    }
    const submission = parseWithSchema(formData, { schema: orderOtpSchema });
    if (submission.status !== "success") return formFailure(submission);
    const verified = await verifyOrderCode(op, orderId, submission.value.otp);
    return verified.ok ? redirect(orderStatusUrl(orderId)) : formFailure(submission, verified.message);
  }

  const submission = parseWithSchema(formData, { schema: orderLookupSchema });
  if (submission.status !== "success") return formFailure(submission);
  const sent = await sendOrderCode(op, submission.value.orderId);
  return sent.ok ? redirect(awaitingUrl(submission.value.orderId)) : formFailure(submission, sent.message);
});

function OrderLookup() {
  const { form, fields, outcome } = useSchemaForm(orderLookupSchema, { id: "order-lookup", lastResult: useActionData<typeof action>() });
  return (
    <section className="card landing-lookup" aria-labelledby="lookup-title">
      <h2 id="lookup-title">{t("landing.lookup.title")}</h2>
      <Form method="post" {...getFormProps(form)}>
        <TextField field={fields.orderId} label={t("landing.orderId")} placeholder={t("landing.orderId.placeholder")} autoComplete="off" />
        <SubmitButton pending={t("app.wait")}>{t("landing.continue")}</SubmitButton>
      </Form>
      <OutcomeDialog outcome={outcome} />
    </section>
  );
}

export default function ApplyOnline() {
  const { fibreFee, awaiting } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <SalesLayout>
      <div className="landing">
        <section className="card landing-hero" aria-labelledby="landing-title">
          <h1 id="landing-title">{t("landing.title")}</h1>
          <p>{t("landing.intro")}</p>
          <LandingFees fee={fibreFee} />
          <Form method="post">
            <button type="submit" name="intent" value="register" className="btn btn-accent">
              {t("landing.register")}
            </button>
          </Form>
        </section>
        {awaiting ? <OrderOtpPanel orderId={awaiting} lastResult={actionData} closeTo="/applyonline" /> : <OrderLookup />}
        <LandingExtras />
      </div>
    </SalesLayout>
  );
}

export const meta: MetaFunction = () => pageTitle(t("landing.title"));

export const links: LinksFunction = () => stylesheets(salesStyles, landingStyles);
