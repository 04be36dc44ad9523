import { defer, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, type LinksFunction, type SerializeFrom } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAccount } from "~/accounts/context.server";
import { PayNowRedirect } from "~/components/PayNowRedirect";
import { Deferred, PartMessage, Skeleton } from "~/components/Deferred";
import { formatRupees } from "~/format";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/bill";
import { formFailure } from "~/operator/outcome.server";
import { withOperator, type Operator } from "~/operator/route.server";
import { PayBillForm } from "./PayBillForm";
import { billSummary, payBillForm, verifyBillPayment } from "./pay.server";
import { parseAmount, payBillSchema } from "./schema";
import billsStyles from "~/styles/bills.css?url";
import { pageTitle, stylesheets } from "~/components/head";

/** Type "0" is Pay now; "1" (bill history) lives on the bill page's history tab. */
function requirePayNow(type: string | undefined) {
  if (type !== "0") throw new Response("Not found", { status: 404 });
}

/** The bill's figures (and, back from the hosted page, the payment's result) stream in behind the page's title. */
export const loader = withOperator(async ({ request, params, op }: LoaderFunctionArgs & { op: Operator }) => {
  if (params.type === "1") throw redirect("/eBill/history");
  requirePayNow(params.type);
  const ctx = await requireAccount(op);
  const query = new URL(request.url).searchParams;
  const bill = billSummary(ctx).then(async (summary) => {
    // The return from the hosted payment page: its result, checked with the operator, shows here.
    const payment = await verifyBillPayment(ctx, query, summary);
    return {
      summary: summary.ok ? summary.data : null,
      error: summary.ok ? ctx.error : summary.message,
      payment,
      // The hosted page's reference, shown beside a payment the operator's figures confirmed (the query alone proves nothing).
      paymentId: payment?.kind === "approved" ? query.get("paymentId") : null,
    };
  });
  return defer({ telephone: ctx.selected?.telephoneNo ?? "", bill });
});

export const action = withOperator(async ({ request, params, op }: ActionFunctionArgs & { op: Operator }) => {
  requirePayNow(params.type);
  const ctx = await requireAccount(op);
  const submission = parseWithSchema(await request.formData(), { schema: payBillSchema });
  if (submission.status !== "success") return formFailure(submission);
  // Not a message: the hidden form of the hosted payment page, which the page submits.
  return { paynow: await payBillForm(ctx, submission.value.telephone, parseAmount(submission.value.amount)) };
});

export default function PayBillPage() {
  const { telephone, bill } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (actionData && "paynow" in actionData)
    return (
      <PayNowRedirect {...actionData.paynow} texts={{ title: t("bill.pay.continueTitle"), text: t("bill.pay.continueText"), button: t("bill.pay.continue") }} />
    );
  return (
    <section className="card bill-pay" aria-labelledby="bill-pay-title">
      <h1 id="bill-pay-title">{t("bill.pay.title")}</h1>
      <Deferred resolve={bill} skeleton={<Skeleton className="skeleton-bill" />}>
        {(b) => <Bill telephone={telephone} bill={b} lastResult={actionData} />}
      </Deferred>
    </section>
  );
}

type BillData = Awaited<SerializeFrom<typeof loader>["bill"]>;

function Bill({ telephone, bill, lastResult }: { telephone: string; bill: BillData; lastResult: Parameters<typeof PayBillForm>[0]["lastResult"] }) {
  const { summary, error, payment, paymentId } = bill;
  const prefill = summary && summary.outstanding > 0 ? summary.outstanding.toFixed(2) : "";
  return (
    <>
      {error ? <PartMessage message={error} className="part-message-block" /> : null}
      {payment ? (
        <div className="bill-pay-outcome">
          <p className={payment.kind === "approved" ? "result result-ok" : "result result-bad"} role={payment.kind === "approved" ? "status" : "alert"}>
            {payment.kind === "approved"
              ? t("bill.pay.success", { amount: formatRupees(payment.amount) })
              : payment.kind === "declined"
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
      <PayBillForm key={`${telephone}-${prefill}`} telephone={telephone} amount={prefill} lastResult={lastResult} />
    </>
  );
}

export const meta: MetaFunction = () => pageTitle(t("bill.pay.title"));

export const links: LinksFunction = () => stylesheets(billsStyles);

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
