import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireBroadband } from "~/broadband/context.server";
import { AppLink } from "~/components/AppLink";
import { payNowTexts } from "~/broadband/paynow";
import { PayNowRedirect } from "~/components/PayNowRedirect";
import { errorOutcome, OutcomeDialog } from "~/components/outcome";
import { t } from "~/i18n/broadband";
import { redirectWithOutcome } from "~/operator/outcome.server";
import { withOperator } from "~/operator/route.server";
import { AddonsPanel } from "./AddonsPanel";
import { ExtraGbPanel } from "./ExtraGbPanel";
import { summaryAction } from "./purchases.server";
import { loadPanel, loadUsage } from "./summary.server";
import { UnsubscribeDialog } from "./UnsubscribeDialog";
import { UpgradePanel } from "./UpgradePanel";
import { UsagePanes } from "./UsagePanes";
import { readView, summaryHref, type PanelKey } from "./view";
import { pageTitle } from "~/components/head";

/** Every operator read of the page goes out at once: usage, profile, the open pane's bucket and the open panel. */
export const loader = withOperator(async ({ request, op }) => {
  const ctx = await requireBroadband(op);
  const view = readView(new URL(request.url).searchParams);
  if (!ctx.subscriberId) return { view, usage: null, panel: null };
  const withSubscriber = { ...ctx, subscriberId: ctx.subscriberId };
  const [usage, panel] = await Promise.all([loadUsage(withSubscriber, view.pane), loadPanel(withSubscriber, view)]);
  return { view, usage, panel };
});

export const action = withOperator(async ({ request, op }) => {
  const ctx = await requireBroadband(op);
  if (!ctx.subscriberId) return redirectWithOutcome("/boardBand/summary", t("error.generic"), "error");
  return summaryAction({ ...ctx, subscriberId: ctx.subscriberId }, request, await request.formData());
});

const panelButtons: Array<{ panel: PanelKey; key: "bb.summary.button.upgrade" | "bb.summary.button.extraGb" | "bb.summary.button.addons" }> = [
  { panel: "upgrade", key: "bb.summary.button.upgrade" },
  { panel: "extraGb", key: "bb.summary.button.extraGb" },
  { panel: "addons", key: "bb.summary.button.addons" },
];

/**
 * The purchase buttons. With the usage shown they are drawn twice, one shown per width: in the head from
 * 641 px, after the usage on phones (so the figures come first there); display:none keeps the other out of
 * the accessibility tree.
 */
function PanelButtons({ active, className }: { active: PanelKey; className: string }) {
  return (
    <nav className={className} aria-label={t("bb.summary.actions")}>
      {panelButtons.map((b) => (
        <AppLink
          key={b.panel}
          className={active === b.panel ? "btn btn-primary" : "btn btn-outline"}
          to={summaryHref({ panel: b.panel })}
          aria-current={active === b.panel ? "page" : undefined}
          preventScrollReset
        >
          {t(b.key)}
        </AppLink>
      ))}
      {active !== "usage" ? (
        <AppLink className="btn-link" to={summaryHref({})} preventScrollReset>
          {t("bb.summary.backToUsage")}
        </AppLink>
      ) : null}
    </nav>
  );
}

export default function Summary() {
  const { view, usage, panel } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  if (!usage || !panel) return null;
  if (answer && "paynow" in answer) return <PayNowRedirect {...answer.paynow} texts={payNowTexts()} />;
  const throttled = usage.speedStatus?.toUpperCase() === "THROTTLED";
  // The Extra GB confirm's field errors when the action refused the form ('Please agree').
  const errors = answer?.error ?? undefined;
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
        <PanelButtons active={view.panel} className={view.panel === "usage" ? "panel-buttons panel-buttons-head" : "panel-buttons"} />
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
      {view.panel === "usage" ? <PanelButtons active={view.panel} className="card panel-buttons panel-buttons-after" /> : null}
      {unsubItem ? <UnsubscribeDialog item={unsubItem} /> : null}
      <OutcomeDialog outcome={errorOutcome(panel.error ?? usage.error)} />
    </section>
  );
}

export const meta: MetaFunction = () => pageTitle(t("bb.summary.title"));

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
