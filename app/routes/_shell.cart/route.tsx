import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ShellHandle } from "~/accounts/outlet";
import { ConfirmDialog } from "~/components/dialogs";
import { pageTitle, stylesheets } from "~/components/head";
import { errorOutcome, OutcomeDialog } from "~/components/outcome";
import { PayNowRedirect } from "~/components/PayNowRedirect";
import { t } from "~/i18n/sales-cart";
import { withOperator } from "~/operator/route.server";
import { requireUser } from "~/operator/session.server";
import cartStyles from "~/styles/sales-cart.css?url";
import { CartItem } from "./CartItem";
import { CART_PATH, cartKindOf } from "./cart";
import { cartAction, loadCart, type CartAnswer } from "./cart.server";
import { useResetState } from "~/components/use-reset-state";

/**
 * /cart: the customer's unpaid fibre and LTE orders with cart lines, each its own cart with Pay Now
 * (the hosted payment page), Remove (asked first: a dialog, or ?remove= without JavaScript) and the
 * promo code. 'Your Cart is Empty' when neither has one.
 */
export const loader = withOperator(async ({ request, op }) => {
  const { carts, error } = await loadCart(op);
  const asked = cartKindOf(new URL(request.url).searchParams.get("remove"));
  return { carts, error, removing: carts.some((c) => c.kind === asked) ? asked : null };
});

export const action = withOperator(async ({ request, op }) => {
  // An action runs without the layout's loader: the sign-in is checked here, before the body is read.
  requireUser(op);
  return cartAction(op, await request.formData());
});

export const handle = { shell: "order" } satisfies ShellHandle;

export default function Cart() {
  const { carts, error, removing: asked } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as CartAnswer | undefined;
  const [removing, setRemoving] = useResetState(asked);

  if (answer && "paynow" in answer) {
    return (
      <PayNowRedirect
        {...answer.paynow}
        className="card cart-paynow"
        texts={{ title: t("cart.pay.continueTitle"), text: t("cart.pay.continueText"), button: t("cart.pay.continue") }}
      />
    );
  }
  const removingCart = carts.find((c) => c.kind === removing);
  return (
    <section className="card cart" aria-labelledby="cart-title">
      <h1 id="cart-title">{t("cart.title")}</h1>
      {carts.length === 0 ? (
        <div className="cart-empty">
          <h2>{t("cart.empty")}</h2>
          <p>{t("cart.emptyText")}</p>
          <div className="actions-row">
            <Link className="btn btn-primary" to="/applyonline">
              {t("cart.orderFibre")}
            </Link>
            <Link className="btn btn-outline" to="/lterequest">
              {t("cart.orderLte")}
            </Link>
          </div>
        </div>
      ) : (
        carts.map((cart) => (
          <CartItem
            key={cart.kind}
            cart={cart}
            promoResult={answer && "promo" in answer && answer.promo.kind === cart.kind ? answer.promo.result : undefined}
            onRemove={() => setRemoving(cart.kind)}
          />
        ))
      )}
      {removingCart ? (
        <ConfirmDialog
          title={t("cart.remove.title")}
          message={<p>{t("cart.remove.message", { item: t(`cart.item.${removingCart.kind}`) })}</p>}
          fields={{ intent: "remove", kind: removingCart.kind }}
          confirmLabel={t("cart.remove.confirm")}
          cancelLabel={t("cart.remove.cancel")}
          cancelTo={CART_PATH}
          onCancel={() => setRemoving(null)}
          action={CART_PATH}
        />
      ) : null}
      <OutcomeDialog outcome={errorOutcome(error)} />
    </section>
  );
}

export const meta: MetaFunction = () => pageTitle(t("cart.pageTitle"));

export const links: LinksFunction = () => stylesheets(cartStyles);

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
