import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation, useMatches } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { loadShell } from "~/accounts/shell.server";
import { BannerCarousel } from "~/components/BannerCarousel";
import { ShellNav } from "~/components/shell/Nav";
import { NotificationPopup } from "~/components/shell/NotificationPopup";
import type { ShellOutletContext } from "~/components/shell/outlet";
import { PaymentsPanel, VasPanel } from "~/components/shell/Panels";
import { TopBar } from "~/components/shell/TopBar";
import { env } from "~/env.server";
import { t, type MessageKey } from "~/i18n/shell";

/** The signed-in layout: rendered only for a signed-in user (loadShell requires one). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx, data } = await loadShell(request);
  const notice = ctx.op.session.get("notice") as MessageKey | undefined;
  if (notice) ctx.op.touch(); // reading a flash message consumes it
  return json(
    { ...data, notice: notice ?? null, home: data.user.loginBy === "ftth" ? "/promo/buyonline" : "/boardBand/summary", shopUrl: env.SHOP_URL },
    { headers: await ctx.op.headers() },
  );
}

export interface ShellHandle {
  /** Fibre and LTE order pages hide the product and service rows, the selector and profile links. */
  shell?: "order";
}

const AddAccountDialog = lazy(() => import("~/components/shell/AddAccountDialog"));

export default function Shell() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const orderPage = useMatches().some((m) => (m.handle as ShellHandle | undefined)?.shell === "order");
  const [adding, setAdding] = useState(false);
  useEffect(() => setAdding(false), [location.key]);

  return (
    <div className="shell">
      <TopBar
        userName={data.user.userName}
        accounts={data.accounts}
        selected={data.selected?.telephoneNo ?? null}
        canAddAccount={data.canAddAccount}
        home={data.home}
        orderPage={orderPage}
        onAddAccount={() => setAdding(true)}
      />
      {orderPage ? null : <ShellNav hasAccounts={data.accounts.length > 0} prepaid={data.prepaid} shopUrl={data.shopUrl} />}
      <div className={orderPage ? "shell-body order" : "shell-body"}>
        <main id="main" className="shell-main">
          {data.notice ? (
            <p className="notice" role="status">
              {t(data.notice)}
            </p>
          ) : null}
          {orderPage || data.banners.length === 0 ? null : (
            <div className="promo-banners">
              <BannerCarousel images={data.banners} />
            </div>
          )}
          <Outlet context={{ openAddAccount: () => setAdding(true) } satisfies ShellOutletContext} />
        </main>
        {orderPage ? null : (
          <aside className="shell-aside">
            <PaymentsPanel payments={data.payments} />
            <VasPanel />
          </aside>
        )}
      </div>
      {data.popup ? <NotificationPopup popup={data.popup} /> : null}
      {adding ? (
        <Suspense fallback={null}>
          <AddAccountDialog onClose={() => setAdding(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
