import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAccount } from "~/accounts/context.server";
import { billSummary, payBillForm, verifyBillPayment } from "~/bills/pay.server";
import { parseAmount, payBillSchema } from "~/bills/pay-bill";
import { PayBillForm } from "~/components/bills/PayBillForm";
import { PayNowRedirect } from "~/components/broadband/PayNowRedirect";
import { ErrorDialog } from "~/components/ErrorDialog";
import { formatRupees } from "~/format";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/bill";

/** Type "0" is Pay now; "1" (bill history) lives on the bill page's history tab. */
function requirePayNow(type: string | undefined) {
  if (type !== "0") throw new Response("Not found", { status: 404 });
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (params.type === "1") throw redirect("/eBill/history");
  requirePayNow(params.type);
  const ctx = await requireAccount(request);
  const summary = await billSummary(ctx);
  const query = new URL(request.url).searchParams;
  const outcome = summary.ok ? verifyBillPayment(query, summary.data) : null;
  return json(
    {
      telephone: ctx.selected?.telephoneNo ?? "",
      summary: summary.ok ? summary.data : null,
      error: summary.ok ? ctx.error : summary.message,
      outcome,
      paymentId: outcome ? query.get("paymentId") : null,
    },
    { headers: await ctx.op.headers() },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  requirePayNow(params.type);
  const ctx = await requireAccount(request);
  const submission = parseWithSchema(await request.formData(), { schema: payBillSchema });
  const headers = await ctx.op.headers();
  if (submission.status !== "success") return json({ result: submission.reply(), redirect: null }, { status: 400, headers });
  return json({ result: null, redirect: payBillForm(request, submission.value.telephone, parseAmount(submission.value.amount)) }, { headers });
}

export default function PayBillPage() {
  const { telephone, summary, error, outcome, paymentId } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (actionData?.redirect) return <PayNowRedirect {...actionData.redirect} />;
  const prefill = summary && summary.outstanding > 0 ? summary.outstanding.toFixed(2) : "";
  return (
    <section className="card bill-pay" aria-labelledby="bill-pay-title">
      <h1 id="bill-pay-title">{t("bill.pay.title")}</h1>
      {outcome ? (
        <div className="bill-pay-outcome">
          <p className={outcome.kind === "approved" ? "result result-ok" : "result result-bad"} role={outcome.kind === "approved" ? "status" : "alert"}>
            {outcome.kind === "approved"
              ? t("bill.pay.success", { amount: formatRupees(outcome.amount) })
              : outcome.kind === "declined"
                ? t("bill.pay.declined")
                : t("bill.pay.unconfirmed")}
          </p>
          {paymentId ? <p className="muted">{t("bill.pay.reference", { id: paymentId })}</p> : null}
        </div>
      ) : null}
      <p>{t("bill.pay.intro")}</p>
      <dl className="bill-pay-summary">
        <dt>{t("bill.pay.outstanding")}</dt>
        <dd data-testid="bill-outstanding">{summary ? `Rs. ${formatRupees(summary.outstanding)}` : t("bill.pay.unavailable")}</dd>
        <dt>{t("bill.pay.lastPayment")}</dt>
        <dd data-testid="bill-last-payment">
          {!summary
            ? t("bill.pay.unavailable")
            : summary.lastPaymentDate && summary.lastPaymentAmount !== null
              ? t("bill.pay.lastPaymentValue", { amount: formatRupees(summary.lastPaymentAmount), date: summary.lastPaymentDate })
              : t("bill.pay.noPayment")}
        </dd>
      </dl>
      <PayBillForm key={`${telephone}-${prefill}`} telephone={telephone} amount={prefill} lastResult={actionData?.result} />
      <ErrorDialog message={error} />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: `${t("bill.pay.title")} | ${t("app.name")}` }];
