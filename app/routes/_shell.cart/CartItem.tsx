import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useState } from "react";
import { DialogLink } from "~/components/dialogs";
import { FieldError } from "~/components/inputs";
import { SubmissionToken } from "~/forms/submission";
import { t } from "~/i18n/sales-cart";
import { formatRental } from "~/sales/catalogue";
import { formatFee } from "~/sales/PackageLines";
import { CART_PATH } from "./cart";
import type { CartView } from "./cart.server";
import { promoProblem } from "./promo";

/**
 * One connection in the cart: its package lines with their monthly rentals, quantity 1 and Remove;
 * beside them the one-time figures (subtotal, discount, delivery, total), the promo code and Pay Now.
 */
export function CartItem({ cart, promoResult, onRemove }: { cart: CartView; promoResult: SubmissionResult<string[]> | undefined; onRemove: () => void }) {
  const item = t(`cart.item.${cart.kind}`);
  const titleId = `cart-${cart.kind}-title`;
  return (
    <section className="cart-item" aria-labelledby={titleId}>
      <div className="cart-item-main">
        <h2 id={titleId} className="cart-item-title">
          {item}
        </h2>
        <p className="muted">{t("cart.reference", { ref: cart.refNo })}</p>
        <h3 className="cart-subtitle">{t("cart.packages")}</h3>
        <ul className="cart-lines">
          {cart.lines.map((line) => (
            <li key={line.service} className="cart-line">
              <span className="muted">{t(`cart.service.${line.service}`)}</span>
              <strong>{line.name}</strong>
              <span>{t("cart.rental", { amount: formatRental(line.rental) })}</span>
            </li>
          ))}
        </ul>
        <div className="cart-item-foot">
          <dl className="facts">
            <div>
              <dt>{t("cart.quantity")}</dt>
              <dd>1</dd>
            </div>
          </dl>
          <DialogLink to={`?remove=${cart.kind}`} onOpen={onRemove} className="btn btn-outline" aria-label={t("cart.removeLabel", { item })}>
            {t("cart.remove")}
          </DialogLink>
        </div>
      </div>
      <div className="cart-summary">
        <h3 className="cart-subtitle">{t("cart.summary")}</h3>
        <dl className="cart-totals">
          <div>
            <dt>{t("cart.fee")}</dt>
            <dd>{formatFee(cart.fee)}</dd>
          </div>
          <div>
            <dt>{t("cart.discount")}</dt>
            <dd>{t("cart.discountValue")}</dd>
          </div>
          <div>
            <dt>{t("cart.delivery")}</dt>
            <dd>{t("cart.deliveryValue")}</dd>
          </div>
          <div>
            <dt>{t("cart.subtotal")}</dt>
            <dd>{formatFee(cart.fee)}</dd>
          </div>
          <div className="cart-total">
            <dt>{t("cart.total")}</dt>
            <dd>{formatFee(cart.fee)}</dd>
          </div>
        </dl>
        <p className="cart-note">{t("cart.monthlyNote")}</p>
        <PromoForm kind={cart.kind} lastResult={promoResult} />
        <Form method="post" action={CART_PATH}>
          <SubmissionToken />
          <input type="hidden" name="intent" value="pay" />
          <input type="hidden" name="kind" value={cart.kind} />
          <button type="submit" className="btn btn-primary btn-block">
            {t("cart.payNow")}
          </button>
        </Form>
      </div>
    </section>
  );
}

/**
 * The promo code and Apply Discount; the answer stands beside the field. With JavaScript the code's
 * form is checked before the post (on submit, then as it is typed), with the server's own rule.
 */
function PromoForm({ kind, lastResult }: { kind: CartView["kind"]; lastResult: SubmissionResult<string[]> | undefined }) {
  const answered = lastResult?.error?.promoCode?.[0] ?? null;
  const [checked, setChecked] = useState<{ answer: typeof lastResult; error: string | null } | null>(null);
  // A new answer from the server replaces what the browser found.
  const error = checked && checked.answer === lastResult ? checked.error : answered;
  const id = `cart-promo-${kind}-code`;
  const errorId = `${id}-error`;
  const typed = lastResult?.initialValue?.promoCode;
  const check = (form: HTMLFormElement) => promoProblem(String(new FormData(form).get("promoCode") ?? ""));
  return (
    <Form
      method="post"
      action={CART_PATH}
      className="cart-promo"
      noValidate
      onSubmit={(event) => {
        const problem = check(event.currentTarget);
        setChecked({ answer: lastResult, error: problem });
        if (problem) {
          event.preventDefault();
          event.currentTarget.querySelector<HTMLInputElement>(`#${id}`)?.focus();
        }
      }}
      onInput={(event) => {
        if (checked) setChecked({ answer: lastResult, error: check(event.currentTarget) });
      }}
    >
      <SubmissionToken />
      <input type="hidden" name="intent" value="promo" />
      <input type="hidden" name="kind" value={kind} />
      <div className="field">
        <label htmlFor={id}>{t("cart.promo.label")}</label>
        <div className="cart-promo-row">
          <input
            id={id}
            name="promoCode"
            type="text"
            className="input"
            autoComplete="off"
            defaultValue={typeof typed === "string" ? typed : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
          />
          <button type="submit" className="btn btn-outline">
            {t("cart.promo.apply")}
          </button>
        </div>
        <FieldError id={errorId} errors={error ? [error] : null} />
      </div>
    </Form>
  );
}
