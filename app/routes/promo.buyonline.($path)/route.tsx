import { redirect, type LinksFunction, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { pageTitle, stylesheets } from "~/components/head";
import { UserMenu } from "~/components/UserMenu";
import { t } from "~/i18n/sales-landing";
import { withOperator } from "~/operator/route.server";
import { isSignedIn } from "~/operator/session.server";
import { paidOrders } from "~/sales/customer-orders.server";
import { connectionFees, type ConnectionFees } from "~/sales/fees.server";
import { SalesLayout } from "~/sales/SalesLayout";
import { allowedPanel, codeSentTo, panelAction } from "./panels.server";
import { AuthPanel } from "./Panels";
import { buyPathOf, panelOf, PRODUCT_NAME, SIGNED_IN_TARGET } from "./paths";
import salesStyles from "~/styles/sales.css?url";
import landingStyles from "~/styles/sales-landing.css?url";

/**
 * /promo/buyonline: three connections with their fee and Buy Now. With a path (ftth, megaline,
 * 4G LTE) a visitor first signs in or registers in the panels here; a signed-in customer with a
 * path goes straight on to that connection's order.
 */
export const loader = withOperator(async ({ request, params, op }) => {
  const path = params.path === undefined ? null : buyPathOf(params.path);
  if (params.path !== undefined && !path) throw redirect("/promo/buyonline");
  const signedIn = isSignedIn(op.session);
  if (signedIn && path) throw redirect(SIGNED_IN_TARGET[path]);
  if (path) {
    const panel = allowedPanel(op, panelOf(new URL(request.url).searchParams.get("panel")));
    return { view: "panels" as const, path, panel, sentTo: codeSentTo(op, panel) };
  }
  const [fees, paid] = await Promise.all([connectionFees(op), paidOrders(op)]);
  return { view: "cards" as const, fees, userName: signedIn ? (op.session.get("userName") ?? "") : null, paid };
});

export const action = withOperator(async ({ request, params, op }) => {
  const path = buyPathOf(params.path);
  if (!path) throw redirect("/promo/buyonline");
  if (isSignedIn(op.session)) throw redirect(SIGNED_IN_TARGET[path]);
  return panelAction(op, path, await request.formData());
});

interface Card {
  key: "fibre" | "megaline" | "lte";
  name: "promo.fibre" | "promo.megaline" | "promo.lte";
  text: "promo.fibre.text" | "promo.megaline.text" | "promo.lte.text";
  /** The order page of a signed-in customer. */
  signedIn: string;
  /** A visitor: fibre is ordered without an account; the others sign in first (the path's panels). */
  visitor: string;
}

const CARDS: Card[] = [
  { key: "fibre", name: "promo.fibre", text: "promo.fibre.text", signedIn: "/applyonline", visitor: "/applyonline" },
  { key: "megaline", name: "promo.megaline", text: "promo.megaline.text", signedIn: "/newService/new/Megaline", visitor: "/promo/buyonline/megaline" },
  { key: "lte", name: "promo.lte", text: "promo.lte.text", signedIn: "/lterequest", visitor: `/promo/buyonline/${encodeURIComponent("4G LTE")}` },
];

function BuyCards({ fees, signedIn }: { fees: ConnectionFees; signedIn: boolean }) {
  return (
    <ul className="card-grid buy-cards">
      {CARDS.map((card) => {
        const href = signedIn ? card.signedIn : card.visitor;
        return (
          <li key={card.key} className="card buy-card">
            <h2 id={`buy-${card.key}`}>{t(card.name)}</h2>
            <p>{t(card.text)}</p>
            <p className="buy-fee">
              <span>{t("promo.fee")}</span> <strong>{t("sales.lkr", { amount: fees[card.key] })}</strong>
            </p>
            <Link className="btn btn-primary" to={href} aria-describedby={`buy-${card.key}`}>
              {t("promo.buyNow")}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export default function BuyOnline() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const userName = data.view === "cards" ? data.userName : null;
  const paid = data.view === "cards" ? data.paid : [];
  // The badge: how many of this session's orders are paid, leading to the (first) order's status.
  const badge = paid[0] ? (
    <Link
      className="buy-badge"
      to={paid[0].kind === "fibre" ? `/applyonline/fibre/statustracking/${encodeURIComponent(paid[0].refNo)}` : "/lterequest"}
      aria-label={t("promo.paidBadge", { count: paid.length })}
    >
      {paid.length}
    </Link>
  ) : null;
  const headerEnd =
    badge || userName ? (
      <>
        {badge}
        {userName ? <UserMenu userName={userName} label={t("promo.menu", { name: userName })} /> : null}
      </>
    ) : undefined;
  return (
    <SalesLayout home="/promo/buyonline" headerEnd={headerEnd}>
      <div className="landing">
        <h1>{t("promo.title")}</h1>
        {data.view === "panels" ? (
          <>
            <p>{t("promo.panels.intro", { product: t(PRODUCT_NAME[data.path]) })}</p>
            <AuthPanel key={data.panel} panel={data.panel} lastResult={actionData} sentTo={data.sentTo} />
          </>
        ) : (
          <>
            <p>{t("promo.intro")}</p>
            <BuyCards fees={data.fees} signedIn={userName !== null} />
          </>
        )}
      </div>
    </SalesLayout>
  );
}

export const meta: MetaFunction = () => pageTitle(t("promo.title"));

export const links: LinksFunction = () => stylesheets(salesStyles, landingStyles);
