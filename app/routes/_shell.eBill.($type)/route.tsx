import type { SubmissionResult } from "@conform-to/react";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, type LinksFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAccount } from "~/accounts/context.server";
import { errorOutcome, OutcomeDialog } from "~/components/outcome";
import { t, type MessageKey } from "~/i18n/bill";
import { withOperator, type Operator } from "~/operator/route.server";
import { changeBillMethod, eBillStep, resendBill } from "./actions.server";
import { BillHistory } from "./BillHistory";
import { BillMethodForm } from "./BillMethodForm";
import { BillTabs } from "./BillTabs";
import { EBillPanel } from "./EBillPanel";
import { failureOf, loadTab } from "./tabs.server";
import { tabOf, tabPath, type BillTab } from "./tabs";
import { TotalPayable } from "./TotalPayable";
import billsStyles from "~/styles/bills.css?url";
import { stylesheets } from "~/components/head";

function requireTab(type: string | undefined): BillTab {
  const tab = tabOf(type);
  if (!tab) throw new Response("Not found", { status: 404 });
  return tab;
}

export const loader = withOperator(async ({ params, op }: LoaderFunctionArgs & { op: Operator }) => {
  const tab = requireTab(params.type);
  const ctx = await requireAccount(op);
  const panel = await loadTab(ctx, tab);
  return { tab, telephone: ctx.selected?.telephoneNo ?? null, panel, error: ctx.error ?? failureOf(panel) };
});

export const action = withOperator(async ({ request, params, op }: ActionFunctionArgs & { op: Operator }) => {
  const tab = requireTab(params.type);
  const ctx = await requireAccount(op);
  const account = ctx.selected;
  if (!account) throw redirect(tabPath(tab));
  const formData = await request.formData();
  if (tab === "history" && formData.get("intent") === "resend") return resendBill(op, account, formData);
  if (tab === "methods") return changeBillMethod(op, account, formData);
  if (tab === "register") return eBillStep(op, account, formData);
  throw new Response("Method not allowed", { status: 405 });
});

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;
type ActionData = ReturnType<typeof useActionData<typeof action>>;

/** The form's answer (field errors, or the operator's refusal with what was typed), if the action sent one. */
function replyOf(data: ActionData): SubmissionResult<string[]> | null {
  return data && !("terms" in data) ? data : null;
}

/** The panel's title: the tab's name, or 'Activate eBill' / 'Update Your eBill' on the eBill screen. */
function titleOf({ tab, panel }: LoaderData): MessageKey {
  if (tab !== "register") return ({ payable: "bill.tab.payable", history: "bill.tab.history", methods: "bill.tab.methods" } as const)[tab];
  return panel?.tab === "register" && panel.eBill.ok && panel.eBill.data.email ? "bill.ebill.update" : "bill.ebill.activate";
}

function Panel({ data, actionData }: { data: LoaderData; actionData: ActionData }) {
  const { panel } = data;
  if (!panel) return <p className="empty">{t("bill.loadingFailed")}</p>;
  const failed = <p className="bill-message bill-failed">{t("bill.loadingFailed")}</p>;
  switch (panel.tab) {
    case "payable":
      return panel.payable.ok ? <TotalPayable payable={panel.payable.data} eBillEmail={panel.eBillEmail} /> : failed;
    case "history":
      return panel.history.ok ? <BillHistory rows={panel.history.data} /> : failed;
    case "methods":
      // After a change the form starts again from the reloaded method.
      return panel.methods.ok ? <BillMethodForm key={panel.methods.data.code} methods={panel.methods.data} lastResult={replyOf(actionData)} /> : failed;
    case "register":
      return panel.eBill.ok ? (
        <EBillPanel state={panel.eBill.data} reply={replyOf(actionData)} terms={actionData && "terms" in actionData ? actionData.terms : null} />
      ) : (
        failed
      );
  }
}

export default function BillPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="area bill-page">
      <h1 className="visually-hidden">{t("bill.page.title")}</h1>
      <BillTabs current={data.tab} />
      <section className="card" aria-labelledby="bill-panel-title">
        <h2 id="bill-panel-title">{t(titleOf(data))}</h2>
        {data.telephone ? <p className="muted">{t("bill.account", { telephone: data.telephone })}</p> : null}
        <Panel data={data} actionData={actionData} />
      </section>
      <OutcomeDialog outcome={errorOutcome(data.error)} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data ? t(titleOf(data)) : t("bill.page.title")} | ${t("app.name")}` }];

export const links: LinksFunction = () => stylesheets(billsStyles);

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
