import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { forgetProfile, requireBroadband } from "~/broadband/context.server";
import { payNowProducts, verifyPayNow, type PayNowProduct } from "~/broadband/paynow.server";
import { t } from "~/i18n/broadband";
import { withOperator } from "~/operator/route.server";
import { pageTitle } from "~/components/head";

/** Where the hosted Pay Now page sends the browser back: the outcome, once the operator confirms it. */
export const loader = withOperator(async ({ request, op }) => {
  const ctx = await requireBroadband(op);
  // A paid report or package changes the broadband profile the session keeps: the next page reads it again.
  forgetProfile(op);
  const params = new URL(request.url).searchParams;
  const outcome = await verifyPayNow(ctx, params);
  const product = payNowProducts.find((p) => p === params.get("product")) ?? null;
  return { outcome, product, paymentId: params.get("paymentId") };
});

const backTo: Record<PayNowProduct, string> = {
  EGB: "/boardBand/summary?panel=extraGb&step=type",
  DGF: "/boardBand/giftData",
  PAR: "/boardBand/enableProtocol",
};

export default function PaymentResult() {
  const { outcome, product, paymentId } = useLoaderData<typeof loader>();
  const message =
    outcome.kind === "approved"
      ? t(`bb.pay.success.${outcome.product}`, { amount: outcome.amount, unit: outcome.unit })
      : outcome.kind === "declined"
        ? t("bb.pay.declined")
        : outcome.kind === "error"
          ? outcome.message
          : t("bb.pay.unconfirmed");
  return (
    <section className="card paynow-result" aria-labelledby="payment-title">
      <h2 id="payment-title">{t("bb.pay.title")}</h2>
      <p className={outcome.kind === "approved" ? "result result-ok" : "result result-bad"} role={outcome.kind === "approved" ? "status" : "alert"}>
        {message}
      </p>
      {paymentId ? <p className="muted">{t("bb.pay.reference", { id: paymentId })}</p> : null}
      <div className="actions-row">
        {product ? (
          <Link className="btn btn-primary" to={backTo[product]}>
            {t(`bb.pay.back.${product}`)}
          </Link>
        ) : null}
        <Link className="btn btn-outline" to="/boardBand/summary">
          {t("bb.pay.summary")}
        </Link>
        <Link className="btn btn-outline" to="/boardBand/history">
          {t("bb.pay.history")}
        </Link>
      </div>
    </section>
  );
}

export const meta: MetaFunction = () => pageTitle(t("bb.pay.title"));

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
