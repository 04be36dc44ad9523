import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/AppLink";
import { useEffect, useState } from "react";
import { requireBroadband } from "~/broadband/context.server";
import { summaryAction, type SummaryActionData } from "~/broadband/purchases.server";
import { takeResult } from "~/operator/result.server";
import { loadPanel, loadUsage } from "~/broadband/summary.server";
import { readView, summaryHref, type PanelKey } from "~/broadband/summary-view";
import { AddonsPanel } from "~/components/broadband/AddonsPanel";
import { ExtraGbPanel } from "~/components/broadband/ExtraGbPanel";
import { PayNowRedirect } from "~/components/broadband/PayNowRedirect";
import { UnsubscribeDialog } from "~/components/broadband/UnsubscribeDialog";
import { UpgradePanel } from "~/components/broadband/UpgradePanel";
import { UsagePanes } from "~/components/broadband/UsagePanes";
import { MessageDialog } from "~/components/dialogs";
import { ErrorDialog } from "~/components/ErrorDialog";
import { t } from "~/i18n/broadband";

/** Every operator read of the page goes out at once: usage, profile, the open pane's bucket and the open panel. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireBroadband(request);
  const view = readView(new URL(request.url).searchParams);
  if (!ctx.subscriberId) return json({ view, usage: null, panel: null, result: null }, { headers: await ctx.op.headers() });
  const withSub = { ...ctx, subscriberId: ctx.subscriberId };
  const [usage, panel] = await Promise.all([loadUsage(withSub, view.pane), loadPanel(withSub, view)]);
  const { result, headers } = await takeResult(request, ctx.op);
  return json({ view, usage, panel, result }, { headers });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireBroadband(request);
  if (!ctx.subscriberId) return json<SummaryActionData>({ error: t("error.generic") }, { status: 400, headers: await ctx.op.headers() });
  return summaryAction({ ...ctx, subscriberId: ctx.subscriberId }, request, await request.formData());
}

const panelButtons: Array<{ panel: PanelKey; key: "bb.summary.button.upgrade" | "bb.summary.button.extraGb" | "bb.summary.button.addons" }> = [
  { panel: "upgrade", key: "bb.summary.button.upgrade" },
  { panel: "extraGb", key: "bb.summary.button.extraGb" },
  { panel: "addons", key: "bb.summary.button.addons" },
];

export default function Summary() {
  const { view, usage, panel, result } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [errorKey, setErrorKey] = useState(0);
  useEffect(() => setErrorKey((k) => k + 1), [actionData]);
  if (!usage || !panel) return null;
  if (actionData?.payNow) return <PayNowRedirect {...actionData.payNow} />;
  const throttled = usage.speedStatus?.toUpperCase() === "THROTTLED";
  const errors = actionData?.result?.error ?? undefined;
  const unsubItem = view.unsub
    ? usage.panes.find((p) => p.key === "addOns")?.items.find((i) => i.subscriptionId === view.unsub!.id && i.timestamp === view.unsub!.ts)
    : undefined;

  return (
    <section className="bb-summary" aria-labelledby="summary-title">
      <h2 id="summary-title" className="visually-hidden">
        {t("bb.summary.title")}
      </h2>
      {throttled ? (
        <div className="throttle-banner" role="region" aria-labelledby="throttle-title">
          <h3 id="throttle-title">{t("bb.summary.throttled.title")}</h3>
          <p>{t("bb.summary.throttled.text")}</p>
          <AppLink className="btn btn-accent" to={summaryHref({ panel: "extraGb" })} preventScrollReset>
            {t("bb.summary.throttled.action")}
          </AppLink>
        </div>
      ) : null}
      <div className="card summary-head">
        <dl className="facts">
          <div>
            <dt>{t("bb.summary.speedStatus")}</dt>
            <dd data-testid="speed-status">{usage.speedStatus ?? "-"}</dd>
          </div>
        </dl>
        {usage.reportedTime ? <p className="muted as-of">{t("bb.summary.asOf", { time: usage.reportedTime })}</p> : null}
        <nav className="panel-buttons" aria-label={t("bb.summary.actions")}>
          {panelButtons.map((b) => (
            <AppLink
              key={b.panel}
              className={view.panel === b.panel ? "btn btn-primary" : "btn btn-outline"}
              to={summaryHref({ panel: b.panel })}
              aria-current={view.panel === b.panel ? "page" : undefined}
              preventScrollReset
            >
              {t(b.key)}
            </AppLink>
          ))}
          {view.panel !== "usage" ? (
            <AppLink className="btn-link" to={summaryHref({})} preventScrollReset>
              {t("bb.summary.backToUsage")}
            </AppLink>
          ) : null}
        </nav>
      </div>
      {panel.panel === "extraGb" ? (
        <ExtraGbPanel packages={panel.packages} view={view.extraGb} errors={errors} />
      ) : panel.panel === "addons" ? (
        <AddonsPanel categories={panel.categories} view={view.addons} />
      ) : panel.panel === "upgrade" ? (
        <UpgradePanel current={panel.current} any={panel.any} unlimited={panel.unlimited} view={view.upgrade} />
      ) : (
        <div className="card">
          <UsagePanes panes={usage.panes} active={view.pane} />
        </div>
      )}
      {unsubItem ? <UnsubscribeDialog item={unsubItem} /> : null}
      {/* Keys: the same message after a second purchase (or failure) opens the dialog again. */}
      <MessageDialog key={result?.id} title={t("dialog.success")} message={result?.message} okLabel={t("error.ok")} />
      <ErrorDialog key={errorKey} message={actionData?.error ?? panel.error ?? usage.error} />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: `${t("bb.summary.title")} | ${t("app.name")}` }];
