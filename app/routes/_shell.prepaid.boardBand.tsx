import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import * as prepaid from "#contracts/prepaid";
import { ConfirmDialog, MessageDialog } from "~/components/dialogs";
import { ErrorDialog } from "~/components/ErrorDialog";
import { Facts } from "~/components/Facts";
import { PackageCards } from "~/components/prepaid/PackageCards";
import { UsageCarousel } from "~/components/prepaid/UsageCarousel";
import { parseWithSchema } from "~/forms/parse";
import { QueryTabs } from "~/components/QueryTabs";
import { t } from "~/i18n/prepaid";
import { activatePackage } from "~/prepaid/activation.server";
import { loadStatus, requirePrepaid } from "~/prepaid/context.server";
import { activationSchema } from "~/prepaid/forms";

type Tab = "usage" | "main" | "addons";
type Sub = "main" | "addons";
const packageTypeOf = { main: "Main Packages", addons: "Add-ons" } as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requirePrepaid(request);
  const params = new URL(request.url).searchParams;
  const tab: Tab = params.get("tab") === "main" ? "main" : params.get("tab") === "addons" ? "addons" : "usage";
  const sub: Sub = params.get("sub") === "addons" ? "addons" : "main";
  const number = ctx.number;
  const [status, usage, list] = await Promise.all([
    loadStatus(ctx),
    number && tab === "usage" ? ctx.op.data(prepaid.freeUnitDetail, { LTESLTNumber: number, OperationType: "QUERY_FREE_UNITS" }) : null,
    number && tab !== "usage" ? ctx.op.data(prepaid.packageList, { packageType: packageTypeOf[tab] }) : null,
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
  return json(
    {
      number,
      statusName: status.ok ? status.data.statusName : null,
      tab,
      sub,
      units,
      packages,
      confirm: params.get("confirm"),
      reloaded: params.get("reload") === "success",
      error,
    },
    { headers: await ctx.op.headers() },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requirePrepaid(request);
  const submission = parseWithSchema(await request.formData(), { schema: activationSchema });
  if (submission.status !== "success") return json({ success: null, error: t("error.generic") }, { status: 400, headers: await ctx.op.headers() });
  const result = await activatePackage(ctx, submission.value.productId, submission.value.packageType);
  return json(result.ok ? { success: result.message, error: null } : { success: null, error: result.message }, {
    status: result.ok ? 200 : 400,
    headers: await ctx.op.headers(),
  });
}

const tabs: Array<{ tab: Tab; key: "pp.tab.usage" | "pp.tab.main" | "pp.tab.addons" }> = [
  { tab: "usage", key: "pp.tab.usage" },
  { tab: "main", key: "pp.tab.main" },
  { tab: "addons", key: "pp.tab.addons" },
];

export default function PrepaidBroadband() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [confirming, setConfirming] = useState<string | null>(data.confirm);
  useEffect(() => setConfirming(data.confirm), [data.confirm]);
  useEffect(() => {
    if (navigation.state === "submitting") setConfirming(null);
  }, [navigation.state]);
  const tabHref = data.tab === "usage" ? "?tab=usage" : `?tab=${data.tab}`;
  const pkg = confirming ? data.packages.find((p) => p.id === confirming) : undefined;

  return (
    <div className="area">
      <header className="area-header card">
        <h1 className="visually-hidden">{t("pp.title")}</h1>
        <Facts
          items={[
            { label: t("pp.username"), value: data.number },
            { label: t("pp.status"), value: data.statusName },
          ]}
        />
      </header>
      <QueryTabs label={t("pp.tabs")} tabs={tabs.map((item) => ({ id: item.tab, label: t(item.key) }))} current={data.tab} />
      <section className="card" aria-labelledby="pp-panel-title">
        <h2 id="pp-panel-title">{t(tabs.find((x) => x.tab === data.tab)!.key)}</h2>
        {data.tab === "usage" ? (
          <>
            <div className="segmented" role="group" aria-label={t("pp.subTabs")}>
              {(["main", "addons"] as const).map((sub) => (
                <Link key={sub} to={`?tab=usage&sub=${sub}`} aria-current={data.sub === sub ? "true" : undefined}>
                  {t(sub === "main" ? "pp.sub.main" : "pp.sub.addons")}
                </Link>
              ))}
            </div>
            <UsageCarousel key={data.sub} units={data.units} />
          </>
        ) : (
          <PackageCards packages={data.packages} confirmHref={(id) => `?tab=${data.tab}&confirm=${encodeURIComponent(id)}`} onActivate={setConfirming} />
        )}
      </section>
      {pkg && data.tab !== "usage" ? (
        <ConfirmDialog
          title={t("pp.confirm.title")}
          message={<p>{t("pp.confirm.message", { package: pkg.name })}</p>}
          fields={{ productId: pkg.id, packageType: packageTypeOf[data.tab] }}
          confirmLabel={t("dialog.yes")}
          cancelLabel={t("dialog.no")}
          cancelTo={tabHref}
          onCancel={() => setConfirming(null)}
          action={`/prepaid/boardBand${tabHref}`}
        />
      ) : null}
      <MessageDialog title={t("dialog.success")} message={actionData?.success ?? (data.reloaded ? t("reload.success") : null)} okLabel={t("error.ok")} />
      <ErrorDialog message={actionData?.error ?? data.error} />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: `${t("pp.title")} | ${t("app.name")}` }];
