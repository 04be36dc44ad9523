import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { pageTitle, stylesheets } from "~/components/head";
import { t } from "~/i18n/sales-cart";
import cartStyles from "~/styles/sales-cart.css?url";
import wizardStyles from "~/styles/sales-wizard.css?url";
import { StepIndicator } from "~/sales/StepIndicator";
import { CART_PATH } from "../_shell.cart/cart";
import { CONTINUE_TO, COUNTDOWN_SECONDS } from "./result";
import type { loadResult } from "./result.server";

const STEPS = ["details", "feasibility", "packages", "payment"] as const;
const PAYMENT_STEP = STEPS.indexOf("payment");

/**
 * The payment result of a cart, the page of both /FTTH/{orderId}/{status} and /LTE/{orderId}/{status}:
 * the order's steps, then success with the order reference and Continue (the fibre result also
 * counts down 5 seconds and goes on by itself), or 'Your Order is Unsuccessful .' with why, Close
 * and the way back to the cart.
 */
export function ResultPage() {
  const { page, result } = useLoaderData<Awaited<ReturnType<typeof loadResult>>>();
  const paid = result.kind === "paid";
  return (
    <section className="card cart-result" aria-labelledby="cart-result-title">
      <h1 id="cart-result-title">{t(`result.title.${page}`)}</h1>
      <StepIndicator label={t("result.steps")} steps={STEPS.map((s) => t(`result.step.${s}`))} current={paid ? STEPS.length : PAYMENT_STEP} />
      {result.kind === "paid" ? (
        <>
          <p className="notice result-ok" role="status">
            {t("result.success")}
          </p>
          <p>{t("result.reference", { ref: result.orderRef })}</p>
          {page === "FTTH" ? <Countdown to={CONTINUE_TO.FTTH} /> : null}
          <div className="actions-row">
            <Link className="btn btn-primary" to={CONTINUE_TO[page]}>
              {t("result.continue")}
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className="notice result-bad" role="alert">
            {t("result.failed")}
          </p>
          <p>{typeof result.reason === "string" ? t(`result.${result.reason}`) : result.reason.message}</p>
          {result.orderRef ? <p>{t("result.reference", { ref: result.orderRef })}</p> : null}
          <div className="actions-row">
            <Link className="btn btn-primary" to={CART_PATH}>
              {t("result.backToCart")}
            </Link>
            <Link className="btn btn-outline" to="/noAccount">
              {t("result.close")}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}

/**
 * A visible countdown that goes on to `to` when it reaches 0. Without JavaScript a refresh in a
 * <noscript> does the same (a meta refresh is not a script, so the page's CSP allows it; with
 * JavaScript the browser ignores what <noscript> holds).
 */
function Countdown({ to }: { to: string }) {
  const navigate = useNavigate();
  const [left, setLeft] = useState(COUNTDOWN_SECONDS);
  useEffect(() => {
    if (left <= 0) {
      navigate(to);
      return;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, navigate, to]);
  return (
    <>
      <p className="cart-countdown" role="timer">
        {t("result.countdown", { count: Math.max(left, 0) })}
      </p>
      <noscript>
        <meta httpEquiv="refresh" content={`${COUNTDOWN_SECONDS};url=${to}`} />
      </noscript>
    </>
  );
}

export const resultMeta: MetaFunction = () => pageTitle(t("result.pageTitle"));

export const resultLinks: LinksFunction = () => stylesheets(wizardStyles, cartStyles);
