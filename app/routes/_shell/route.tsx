import { defer, type LinksFunction } from "@remix-run/node";
import { Outlet, useLoaderData, useLocation, useMatches } from "@remix-run/react";
import { lazy, Suspense } from "react";
import type { ShellHandle, ShellOutletContext } from "~/accounts/outlet";
import { Deferred } from "~/components/Deferred";
import { useKeptEntriesJanitor } from "~/forms/kept-janitor";
import { env } from "~/env.server";
import { withOperator } from "~/operator/route.server";
import { ShellNav } from "./Nav";
import { PaymentsPanel, VasPanel } from "./Panels";
import { loadShell } from "./shell.server";
import { TopBar } from "./TopBar";
import shellStyles from "~/styles/shell.css?url";
import { stylesheets } from "~/components/head";
import { useResetState } from "~/components/use-reset-state";

/**
 * The signed-in layout: rendered only for a signed-in user (loadShell requires one). What the
 * session knows renders at once; the payments amount, the banners, the popup and the usage heads-up stream in.
 */
export const loader = withOperator(async ({ request, op }) => {
  const { data, late } = await loadShell(request, op);
  return defer({ ...data, ...late, home: data.user.loginBy === "ftth" ? "/promo/buyonline" : "/boardBand/summary", shopUrl: env.SHOP_URL });
});

const AddAccountDialog = lazy(() => import("./AddAccountDialog"));
// Both stream in after the layout (their data is deferred), so their code is not in the layout's first load either:
// a boundary whose server HTML is there keeps it until its code has come.
const BannerCarousel = lazy(() => import("~/components/BannerCarousel").then((m) => ({ default: m.BannerCarousel })));
const NotificationPopup = lazy(() => import("./NotificationPopup").then((m) => ({ default: m.NotificationPopup })));
const UsageAlertBanner = lazy(() => import("./UsageAlertBanner").then((m) => ({ default: m.UsageAlertBanner })));

export default function Shell() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const orderPage = useMatches().some((m) => (m.handle as ShellHandle | undefined)?.shell === "order");
  const [adding, setAdding] = useResetState(false, location.key);
  // What a kept form typed goes on logout, when another customer signs in and once its post succeeded (every kept form is in here).
  useKeptEntriesJanitor();
  // The banners stream in; their place is kept on every page of the layout but the order pages.
  const showBanner = !orderPage;

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
            <PaymentsPanel kind={data.payments} amount={data.amount} />
            <VasPanel />
          </aside>
        )}
        {showBanner ? (
          <div className="promo-banners">
            <Deferred resolve={data.banners} skeleton={<div className="carousel-fallback" aria-hidden="true" />} failed={null}>
              {(images) => <BannerCarousel images={images} />}
            </Deferred>
          </div>
        ) : null}
      </div>
      {orderPage ? null : (
        <Deferred resolve={data.usageAlert} skeleton={null} failed={null}>
          {(alert) => (alert ? <UsageAlertBanner alert={alert} /> : null)}
        </Deferred>
      )}
      <Deferred resolve={data.popup} skeleton={null} failed={null}>
        {(popup) => (popup ? <NotificationPopup popup={popup} /> : null)}
      </Deferred>
      {adding ? (
        <Suspense fallback={null}>
          <AddAccountDialog onClose={() => setAdding(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

export const links: LinksFunction = () => stylesheets(shellStyles);
