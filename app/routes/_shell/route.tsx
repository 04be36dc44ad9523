import type { LinksFunction } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation, useMatches } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState } from "react";
import type { ShellHandle, ShellOutletContext } from "~/accounts/outlet";
import { BannerCarousel } from "~/components/BannerCarousel";
import { env } from "~/env.server";
import { withOperator } from "~/operator/route.server";
import { ShellNav } from "./Nav";
import { NotificationPopup } from "./NotificationPopup";
import { PaymentsPanel, VasPanel } from "./Panels";
import { loadShell } from "./shell.server";
import { TopBar } from "./TopBar";
import shellStyles from "~/styles/shell.css?url";
import { stylesheets } from "~/components/head";

/** The signed-in layout: rendered only for a signed-in user (loadShell requires one). */
export const loader = withOperator(async ({ request, op }) => {
  const { data } = await loadShell(request, op);
  return { ...data, home: data.user.loginBy === "ftth" ? "/promo/buyonline" : "/boardBand/summary", shopUrl: env.SHOP_URL };
});

const AddAccountDialog = lazy(() => import("./AddAccountDialog"));

export default function Shell() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const orderPage = useMatches().some((m) => (m.handle as ShellHandle | undefined)?.shell === "order");
  const [adding, setAdding] = useState(false);
  useEffect(() => setAdding(false), [location.key]);
  const showBanner = !orderPage && data.banners.length > 0;

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
      {/* The promo banner comes last, so that on phones it follows the page and its panels; from 641 px the
          grid shows it above the page, as it always was (shell.css). */}
      <div className={orderPage ? "shell-body order" : showBanner ? "shell-body with-banner" : "shell-body"}>
        <main id="main" className="shell-main">
          <Outlet context={{ openAddAccount: () => setAdding(true) } satisfies ShellOutletContext} />
        </main>
        {orderPage ? null : (
          <aside className="shell-aside">
            <PaymentsPanel payments={data.payments} />
            <VasPanel />
          </aside>
        )}
        {showBanner ? (
          <div className="promo-banners">
            <BannerCarousel images={data.banners} />
          </div>
        ) : null}
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

export const links: LinksFunction = () => stylesheets(shellStyles);
