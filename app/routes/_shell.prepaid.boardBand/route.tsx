import { defer, type MetaFunction, type LinksFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import * as prepaid from "#contracts/prepaid";
import { ConfirmDialog } from "~/components/dialogs";
import { AreaHeader, DeferredFact } from "~/components/Facts";
import { Deferred, PartMessage, Skeleton } from "~/components/Deferred";
import { PageTabs } from "~/components/PageTabs";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/prepaid";
import { redirectWithOutcome } from "~/operator/outcome.server";
import { withOperator } from "~/operator/route.server";
import { loadStatus, requirePrepaid, type PrepaidContext } from "~/prepaid/context.server";
import { prepaidOutlook } from "~/prepaid/forecast.server";
import { PrepaidForecast } from "./PrepaidForecast";
import { activatePackage } from "./activation.server";
import { PackageCards } from "./PackageCards";
import { activationSchema } from "./schema";
import { UsageCarousel } from "./UsageCarousel";
import prepaidStyles from "~/styles/prepaid.css?url";
import { pageTitle, stylesheets } from "~/components/head";
import { useResetState } from "~/components/use-reset-state";

type Tab = "usage" | "main" | "addons";
type Sub = "main" | "addons";
const packageTypeOf = { main: "Main Packages", addons: "Add-ons" } as const;

function tabOf(params: URLSearchParams): Tab {
  const tab = params.get("tab");
  return tab === "main" || tab === "addons" ? tab : "usage";
}

/** The page of a tab, without the confirm step. */
function pageOf(tab: Tab): string {
  return tab === "usage" ? "/prepaid/boardBand" : `/prepaid/boardBand?tab=${tab}`;
}

/** The open tab's usage or packages, in parallel with the line's status. */
async function loadTab(ctx: PrepaidContext, tab: Tab, sub: Sub) {
  const { op, number } = ctx;
  const [usage, list] = await Promise.all([
    number && tab === "usage" ? op.data(prepaid.freeUnitDetail, { LTESLTNumber: number, OperationType: "QUERY_FREE_UNITS" }) : null,
    number && tab !== "usage" ? op.data(prepaid.packageList, { packageType: packageTypeOf[tab] }) : null,
  ]);
  const units = usage?.ok
    ? usage.data.listofFreeUnit
        .filter((u) => u.packageCategory === packageTypeOf[sub])
        .map((u, i) => ({
          id: `${i}-${u.packageName}`,
          name: u.packageName,
          remainingGb: u.currentAmount,
          initialGb: u.initialAmount,
          expireTime: u.expireTime,
        }))
    : [];
  const packages = list?.ok
    ? list.data.data.map((p) => ({
        id: p.OFFERING_ID,
        name: p.MYSLT_PKG_NAME,
        volumeGb: p.DATA_VOLUME_GB,
        price: p.PRICE_LKR_WITH_TAX,
        validityDays: p.VALIDITY,
      }))
    : [];
  const error = ctx.error ?? (usage && !usage.ok ? usage.message : null) ?? (list && !list.ok ? list.message : null);
  // The package in use at its pace, under the main packages (from the same read).
  const outlook = usage?.ok && sub === "main" ? prepaidOutlook(usage.data.listofFreeUnit, op.now()) : null;
  return { units, packages, error, outlook };
}

/** The line's status and the open tab's usage or packages stream in behind the header and the tabs. */
export const loader = withOperator(async ({ request, op }) => {
  const ctx = await requirePrepaid(op);
  const params = new URL(request.url).searchParams;
  const tab = tabOf(params);
  const sub: Sub = params.get("sub") === "addons" ? "addons" : "main";
  return defer({
    number: ctx.number,
    statusName: loadStatus(ctx).then((status) => (status.ok ? status.data.statusName : null)),
    tab,
    sub,
    content: loadTab(ctx, tab, sub),
    confirm: params.get("confirm"),
  });
});

/**
 * Activate the confirmed package. A button-only purchase: its success and the operator's (or the
 * wallet check's) refusal both go back to the package tab and are shown there once.
 */
export const action = withOperator(async ({ request, op }) => {
  const ctx = await requirePrepaid(op);
  const submission = parseWithSchema(await request.formData(), { schema: activationSchema });
  if (submission.status !== "success") return redirectWithOutcome(pageOf(tabOf(new URL(request.url).searchParams)), t("error.generic"), "error");
  const { productId, packageType } = submission.value;
  const result = await activatePackage(ctx, productId, packageType);
  return redirectWithOutcome(pageOf(packageType === "Add-ons" ? "addons" : "main"), result.message, result.ok ? "success" : "error");
});

/** Each tab's skeleton, the size of what streams into it. */
const skeletonOf: Record<Tab, string> = { usage: "skeleton-units", main: "skeleton-packages", addons: "skeleton-addons" };

const tabs: Array<{ tab: Tab; key: "pp.tab.usage" | "pp.tab.main" | "pp.tab.addons" }> = [
  { tab: "usage", key: "pp.tab.usage" },
  { tab: "main", key: "pp.tab.main" },
  { tab: "addons", key: "pp.tab.addons" },
];

export default function PrepaidBroadband() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const [confirming, setConfirming] = useResetState<string | null>(data.confirm);
  useEffect(() => {
    if (navigation.state === "submitting") setConfirming(null);
  }, [navigation.state, setConfirming]);
  const page = pageOf(data.tab);

  return (
    <div className="area">
      <AreaHeader
        title={t("pp.title")}
        items={[
          { label: t("pp.username"), value: data.number },
          { label: t("pp.status"), value: <DeferredFact resolve={data.statusName} value={(name) => name} short /> },
        ]}
      />
      <PageTabs
        label={t("pp.tabs")}
        tabs={tabs.map((item) => ({ id: item.tab, label: t(item.key) }))}
        current={data.tab}
        summary={t("pp.tabs.current", { section: t(tabs.find((x) => x.tab === data.tab)!.key) })}
      />
      <section className="card" aria-labelledby="pp-panel-title">
        {/* The tabs' disclosure just above names it on a phone: there the title is left to screen readers. */}
        <h2 id="pp-panel-title" className="narrow-visually-hidden">
          {t(tabs.find((x) => x.tab === data.tab)!.key)}
        </h2>
        {data.tab === "usage" ? (
          <div className="segmented" role="group" aria-label={t("pp.subTabs")}>
            {(["main", "addons"] as const).map((sub) => (
              <Link key={sub} to={`?tab=usage&sub=${sub}`} aria-current={data.sub === sub ? "true" : undefined}>
                {t(sub === "main" ? "pp.sub.main" : "pp.sub.addons")}
              </Link>
            ))}
          </div>
        ) : null}
        <Deferred resolve={data.content} skeleton={<Skeleton className={skeletonOf[data.tab]} />}>
          {(content) => (
            <>
              {content.error ? <PartMessage message={content.error} className="part-message-block" /> : null}
              {data.tab === "usage" ? (
                <UsageCarousel key={data.sub} units={content.units} />
              ) : (
                <PackageCards
                  packages={content.packages}
                  confirmHref={(id) => `?tab=${data.tab}&confirm=${encodeURIComponent(id)}`}
                  onActivate={setConfirming}
                />
              )}
            </>
          )}
        </Deferred>
        {data.tab === "usage" && data.sub === "main" ? <PrepaidForecast content={data.content} /> : null}
      </section>
      {confirming && data.tab !== "usage" ? (
        <Deferred resolve={data.content} skeleton={null} failed={null}>
          {(content) => {
            const pkg = content.packages.find((p) => p.id === confirming);
            return pkg ? (
              <ConfirmDialog
                title={t("pp.confirm.title")}
                message={<p>{t("pp.confirm.message", { package: pkg.name })}</p>}
                fields={{ productId: pkg.id, packageType: packageTypeOf[data.tab as Sub] }}
                confirmLabel={t("dialog.yes")}
                cancelLabel={t("dialog.no")}
                cancelTo={page}
                onCancel={() => setConfirming(null)}
                action={page}
              />
            ) : null;
          }}
        </Deferred>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction = () => pageTitle(t("pp.title"));

export const links: LinksFunction = () => stylesheets(prepaidStyles);

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
