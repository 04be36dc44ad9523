import type { SubmissionResult } from "@conform-to/react";
import { defer, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, type LinksFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireAccount } from "~/accounts/context.server";
import { Deferred, PartMessage, Skeleton } from "~/components/Deferred";
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

/** The open tab's reads stream in behind the tabs and the panel's title. */
export const loader = withOperator(async ({ params, op }: LoaderFunctionArgs & { op: Operator }) => {
  const tab = requireTab(params.type);
  const ctx = await requireAccount(op);
  const panel = loadTab(ctx, tab).then((data) => ({ data, error: ctx.error ?? failureOf(data) }));
  return defer({ tab, telephone: ctx.selected?.telephoneNo ?? null, panel });
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

type PanelData = Awaited<ReturnType<typeof useLoaderData<typeof loader>>["panel"]>["data"];
type ActionData = ReturnType<typeof useActionData<typeof action>>;

/** The form's answer (field errors, or the operator's refusal with what was typed), if the action sent one. */
function replyOf(data: ActionData): SubmissionResult<string[]> | null {
  return data && !("terms" in data) ? data : null;
}

/** Each tab's skeleton, the size of the panel that streams into it. */
const skeletonOf: Record<BillTab, string> = {
  payable: "skeleton-payable",
  history: "skeleton-bill-history",
  methods: "skeleton-bill-methods",
  register: "skeleton-ebill",
};

/** The panel's title: the tab's name, or 'Activate eBill' / 'Update Your eBill' on the eBill screen (known once its read is in). */
function titleOf(tab: BillTab, panel: PanelData | null): MessageKey {
  if (tab !== "register") return ({ payable: "bill.tab.payable", history: "bill.tab.history", methods: "bill.tab.methods" } as const)[tab];
  return panel?.tab === "register" && panel.eBill.ok && panel.eBill.data.email ? "bill.ebill.update" : "bill.ebill.activate";
}

function Panel({ panel, actionData }: { panel: PanelData; actionData: ActionData }) {
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
  const title = (panel: PanelData | null) => <h2 id="bill-panel-title">{t(titleOf(data.tab, panel))}</h2>;
  return (
    <div className="area bill-page">
      <h1 className="visually-hidden">{t("bill.page.title")}</h1>
      <BillTabs current={data.tab} />
      <section className={data.tab === "register" ? "card ebill-register" : "card"} aria-labelledby="bill-panel-title">
        {data.tab === "register" ? (
          <Deferred resolve={data.panel} skeleton={<h2 id="bill-panel-title" className="skeleton skeleton-heading" aria-hidden="true" />} failed={title(null)}>
            {(panel) => title(panel.data)}
          </Deferred>
        ) : (
          title(null)
        )}
        {data.telephone ? <p className="muted">{t("bill.account", { telephone: data.telephone })}</p> : null}
        <Deferred resolve={data.panel} skeleton={<Skeleton className={skeletonOf[data.tab]} />}>
          {(panel) => (
            <>
              {panel.error ? <PartMessage message={panel.error} className="part-message-block" /> : null}
              <Panel panel={panel.data} actionData={actionData} />
            </>
          )}
        </Deferred>
      </section>
    </div>
  );
}

/** The tab's name (the eBill screen's title, Activate or Update, shows in the page once its read is in). */
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data && data.tab !== "register" ? t(titleOf(data.tab, null)) : t("bill.page.title")} | ${t("app.name")}` },
];

export const links: LinksFunction = () => stylesheets(billsStyles);

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
