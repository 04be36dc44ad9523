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
import { withOperator } from "~/operator/route.server";

/** The signed-in layout: rendered only for a signed-in user (loadShell requires one). */
export const loader = withOperator(async ({ request, op }) => {
  const { data } = await loadShell(request, op);
  return { ...data, home: data.user.loginBy === "ftth" ? "/promo/buyonline" : "/boardBand/summary", shopUrl: env.SHOP_URL };
});

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
