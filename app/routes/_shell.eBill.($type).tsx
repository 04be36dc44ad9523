import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAccount } from "~/accounts/context.server";
import { changeBillMethod, eBillStep, resendBill } from "~/bills/bill-actions.server";
import { tabOf, tabPath, type BillTab } from "~/bills/bill-page";
import { failureOf, loadTab } from "~/bills/bill-page.server";
import { BillHistory } from "~/components/bills/BillHistory";
import { BillMethodForm } from "~/components/bills/BillMethodForm";
import { BillTabs } from "~/components/bills/BillTabs";
import { EBillPanel } from "~/components/bills/EBillPanel";
import { TotalPayable } from "~/components/bills/TotalPayable";
import { MessageDialog } from "~/components/dialogs";
import { ErrorDialog } from "~/components/ErrorDialog";
import { t, type MessageKey } from "~/i18n/bill";
import { takeResult } from "~/operator/result.server";

/** /eBill is Total Payable; /eBill/history, /eBill/methods, /eBill/register (the eBill screen). */
function requireTab(type: string | undefined): BillTab {
  const tab = tabOf(type);
  if (!tab) throw new Response("Not found", { status: 404 });
  return tab;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const tab = requireTab(params.type);
  const ctx = await requireAccount(request);
  const panel = await loadTab(ctx, tab);
  const { result, headers } = await takeResult(request, ctx.op);
  return json(
    {
      tab,
      telephone: ctx.selected?.telephoneNo ?? null,
      panel,
      error: (result?.kind === "error" ? result.message : null) ?? ctx.error ?? failureOf(panel),
      errorId: result?.id ?? "",
    },
    { headers },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const tab = requireTab(params.type);
  const ctx = await requireAccount(request);
  const account = ctx.selected;
  if (!account) throw redirect(tabPath(tab), { headers: await ctx.op.headers() });
  const formData = await request.formData();
  const outcome =
    tab === "history" && formData.get("intent") === "resend"
      ? await resendBill(ctx.op, account, formData)
      : tab === "methods"
        ? await changeBillMethod(ctx.op, account, formData)
        : tab === "register"
          ? await eBillStep(ctx, account, formData)
          : null;
  if (!outcome) throw new Response("Method not allowed", { status: 405 });
  return json(outcome.data, { status: outcome.status, headers: await ctx.op.headers() });
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

/** The panel's title: the tab's name, or 'Activate eBill' / 'Update Your eBill' on the eBill screen. */
function titleOf({ tab, panel }: LoaderData): MessageKey {
  if (tab !== "register") return ({ payable: "bill.tab.payable", history: "bill.tab.history", methods: "bill.tab.methods" } as const)[tab];
  return panel?.tab === "register" && panel.eBill.ok && panel.eBill.data.email ? "bill.ebill.update" : "bill.ebill.activate";
}

function Panel({ data, actionData }: { data: LoaderData; actionData: ReturnType<typeof useActionData<typeof action>> }) {
  const { panel } = data;
  if (!panel) return <p className="empty">{t("bill.loadingFailed")}</p>;
  const failed = <p className="bill-message bill-failed">{t("bill.loadingFailed")}</p>;
  switch (panel.tab) {
    case "payable":
      return panel.payable.ok ? <TotalPayable payable={panel.payable.data} eBillEmail={panel.eBillEmail} /> : failed;
    case "history":
      return panel.history.ok ? <BillHistory rows={panel.history.data} /> : failed;
    case "methods":
      return panel.methods.ok ? (
        <BillMethodForm key={`${panel.methods.data.code}-${actionData?.success ? actionData.at : ""}`} methods={panel.methods.data} data={actionData} />
      ) : (
        failed
      );
    case "register":
      return panel.eBill.ok ? <EBillPanel state={panel.eBill.data} data={actionData} /> : failed;
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
      <MessageDialog key={`s${actionData?.at}`} title={t("dialog.success")} message={actionData?.success} okLabel={t("bill.ok")} />
      <ErrorDialog key={`e${actionData?.at ?? data.errorId}`} message={actionData?.error ?? data.error} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data ? t(titleOf(data)) : t("bill.page.title")} | ${t("app.name")}` }];
