import { defer, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { forgetProfile, keptProfile, requireBroadband } from "~/broadband/context.server";
import { AppLink } from "~/components/AppLink";
import { Deferred, PartMessage, Skeleton } from "~/components/Deferred";
import { DeferredFact } from "~/components/Facts";
import { payNowTexts } from "~/broadband/paynow";
import { PayNowRedirect } from "~/components/PayNowRedirect";
import { t } from "~/i18n/broadband";
import { redirectWithOutcome } from "~/operator/outcome.server";
import { withOperator } from "~/operator/route.server";
import { lazyPart, usePreload } from "~/components/lazy-part";
import { summaryAction } from "./purchases.server";
import { loadBroadbandOutlook } from "~/broadband/forecast.server";
import { ForecastNote } from "./ForecastNote";
import { loadPanel, loadUsage, type PanelData, type UsageData } from "./summary.server";
import { UnsubscribeDialog } from "./UnsubscribeDialog";
import { NoPrivilege, UsagePanes } from "./UsagePanes";
import { readView, summaryHref, type PanelKey, type SummaryView } from "./view";
import { pageTitle } from "~/components/head";

/**
 * Every operator read of the page goes out at once: usage, the open pane's bucket, the open panel
 * and, on My Package, the daily usage of the forecast (the profile is the one the session keeps).
 * Each streams in behind its skeleton.
 */
export const loader = withOperator(async ({ request, op }) => {
  const ctx = await requireBroadband(op);
  const view = readView(new URL(request.url).searchParams);
  if (!ctx.subscriberId) return defer({ view, usage: null, outlook: null, panel: null });
  const withSubscriber = { ...ctx, subscriberId: ctx.subscriberId };
  const outlook = view.panel === "usage" && view.pane === "base" ? loadBroadbandOutlook(op, ctx.subscriberId) : null;
  return defer({ view, usage: loadUsage(withSubscriber, view.pane), outlook, panel: loadPanel(withSubscriber, view) });
});

export const action = withOperator(async ({ request, op }) => {
  const ctx = await requireBroadband(op);
  // The privileges the page was shown with decide what may be bought.
  const profile = keptProfile(op, ctx.subscriberId);
  // What it changes is in the broadband profile the session keeps: the next page reads it again.
  forgetProfile(op);
  if (!ctx.subscriberId) return redirectWithOutcome("/boardBand/summary", t("error.generic"), "error");
  return summaryAction({ ...ctx, subscriberId: ctx.subscriberId }, profile, request, await request.formData());
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
function PanelButtons({ active, pane, className }: { active: PanelKey; pane: SummaryView["pane"]; className: string }) {
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
      ) : (
        <AppLink className="btn-link" to={summaryHref({ pane: pane === "base" ? null : pane })} preventScrollReset>
          {t("bb.summary.refresh")}
        </AppLink>
      )}
    </nav>
  );
}

/**
 * The purchase panels load on their own (lazyPart): the summary's first view is the usage, and a
 * panel opened from it finds its code already fetched after hydration.
 */
const ExtraGbPanel = lazyPart(() => import("./ExtraGbPanel"), "ExtraGbPanel");
const AddonsPanel = lazyPart(() => import("./AddonsPanel"), "AddonsPanel");
const UpgradePanel = lazyPart(() => import("./UpgradePanel"), "UpgradePanel");

export default function Summary() {
  const { view, usage, outlook, panel } = useLoaderData<typeof loader>();
  usePreload(ExtraGbPanel, AddonsPanel, UpgradePanel);
  const answer = useActionData<typeof action>();
  if (!usage || !panel) return null;
  if (answer && "paynow" in answer) return <PayNowRedirect {...answer.paynow} texts={payNowTexts()} />;
  // The Extra GB confirm's field errors when the action refused the form ('Please agree').
  const errors = answer?.error ?? undefined;

  return (
    <section className="bb-summary" aria-labelledby="summary-title">
      <h2 id="summary-title" className="visually-hidden">
        {t("bb.summary.title")}
      </h2>
      <div className="card summary-head">
        <dl className="facts">
          <div>
            <dt>{t("bb.summary.speedStatus")}</dt>
            <dd data-testid="speed-status">
              <DeferredFact resolve={usage} value={(u) => u.speedStatus} />
            </dd>
          </div>
        </dl>
        <p className="muted as-of">
          <Deferred resolve={usage} skeleton={<span className="skeleton skeleton-text" aria-hidden="true" />} failed={null}>
            {(u) => (u.reportedTime ? t("bb.summary.asOf", { time: u.reportedTime }) : null)}
          </Deferred>
        </p>
        <PanelButtons active={view.panel} pane={view.pane} className={view.panel === "usage" ? "panel-buttons panel-buttons-head" : "panel-buttons"} />
      </div>
      <Deferred
        resolve={usage}
        skeleton={view.panel === "usage" ? <Skeleton className={outlook ? "skeleton-usage skeleton-forecast" : "skeleton-usage"} /> : null}
      >
        {(u) => <UsagePart usage={u} view={view} outlook={outlook} />}
      </Deferred>
      {view.panel === "usage" ? <PanelButtons active="usage" pane={view.pane} className="card panel-buttons panel-buttons-after" /> : null}
      {view.panel === "usage" ? null : (
        <Deferred resolve={panel} skeleton={<Skeleton className="skeleton-panel" />}>
          {(p) => <PanelPart panel={p} view={view} errors={errors} />}
        </Deferred>
      )}
    </section>
  );
}

/**
 * The usage part: the throttle banner when the line is throttled, and on the usage view the panes (or
 * the usage's own message), the main bucket with its forecast unless it is unlimited or throttled.
 */
function UsagePart({ usage, view, outlook }: { usage: UsageData; view: SummaryView; outlook: Parameters<typeof ForecastNote>[0]["outlook"] | null }) {
  const throttled = usage.speedStatus?.toUpperCase() === "THROTTLED";
  const main = usage.panes.find((p) => p.key === "base")?.items[0];
  const forecast = outlook && !throttled && main && main.limit !== null ? <ForecastNote outlook={outlook} /> : null;
  const unsubItem = view.unsub
    ? usage.panes.find((p) => p.key === "addOns")?.items.find((i) => i.subscriptionId === view.unsub!.id && i.timestamp === view.unsub!.ts)
    : undefined;
  return (
    <>
      {throttled ? (
        <div className="throttle-banner" role="region" aria-labelledby="throttle-title">
          <h3 id="throttle-title">{t("bb.summary.throttled.title")}</h3>
          <p>{t("bb.summary.throttled.text")}</p>
          <AppLink className="btn btn-accent" to={summaryHref({ panel: "extraGb" })} preventScrollReset>
            {t("bb.summary.throttled.action")}
          </AppLink>
        </div>
      ) : null}
      {view.panel === "usage" ? (
        <div className="card">
          {usage.error ? <PartMessage message={usage.error} className="part-message-block" /> : null}
          <UsagePanes panes={usage.panes} active={view.pane} mainNote={forecast} />
        </div>
      ) : null}
      {unsubItem ? <UnsubscribeDialog item={unsubItem} /> : null}
    </>
  );
}

/** The open panel: Extra GB, add-ons or the package upgrade, or its own message when its read failed. */
function PanelPart({ panel, view, errors }: { panel: PanelData; view: SummaryView; errors: Record<string, string[] | null> | undefined }) {
  return (
    <>
      {panel.error ? <PartMessage message={panel.error} className="part-message-block" /> : null}
      {panel.panel !== "usage" && panel.panel !== "upgrade" && panel.noPrivilege ? (
        <NoPrivilege feature={panel.panel === "extraGb" ? "extraGB" : "addOns"} />
      ) : panel.panel === "extraGb" ? (
        <ExtraGbPanel packages={panel.packages} view={view.extraGb} errors={errors} />
      ) : panel.panel === "addons" ? (
        <AddonsPanel categories={panel.categories} view={view.addons} />
      ) : panel.panel === "upgrade" ? (
        <UpgradePanel current={panel.current} any={panel.any} unlimited={panel.unlimited} view={view.upgrade} />
      ) : null}
    </>
  );
}

export const meta: MetaFunction = () => pageTitle(t("bb.summary.title"));

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
