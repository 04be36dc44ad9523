import { SubmissionToken } from "~/forms/submission";
import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import { payTypes } from "~/broadband/pay-types";
import { PackagePicker } from "~/broadband/PackagePicker";
import { FieldError } from "~/components/inputs";
import { useHydrated } from "~/components/use-hydrated";
import { formatNumber } from "~/format";
import { t } from "~/i18n/broadband";
import { giftStepUrl, giftSteps, type GiftState } from "./gift";
import { useAdoptChecked } from "~/forms/early-input";

type Pkg = { packageId: string; volume: number; volumeUnit: string; postPrice: number };

export const packageLabel = (p: Pkg) =>
  `${t("bb.gift.package", { volume: p.volume, unit: p.volumeUnit })} · ${t("bb.plusTax", { price: formatNumber(p.postPrice) })}`;

export function GiftProgress({ state }: { state: GiftState }) {
  const n = giftSteps.indexOf(state.step) + 1;
  return (
    <p className="bb-steps" aria-live="polite">
      {t("bb.gift.step", { n, total: giftSteps.length })}
    </p>
  );
}

function Hidden({ state, except }: { state: GiftState; except: Array<keyof GiftState> }) {
  return (
    <>
      {(["receiver", "packageId", "payType"] as const)
        .filter((k) => !except.includes(k) && state[k])
        .map((k) => (
          <input key={k} type="hidden" name={k} value={state[k]} />
        ))}
    </>
  );
}

function BackLink({ to }: { to: string }) {
  return (
    <Link className="btn btn-outline" to={to}>
      {t("bb.back")}
    </Link>
  );
}

/**
 * Select: the data amount, like Extra GB: amounts up to 9 GB are buttons, larger ones on a slider
 * (radio buttons without JavaScript). GET forms: the choice goes into the URL.
 */
export function SelectStep({ state, packages }: { state: GiftState; packages: Pkg[] }) {
  const error = state.missing === "packageId" ? [t("bb.gift.packageRequired")] : null;
  if (packages.length === 0) return <p className="bb-panel-message">{t("bb.gift.noPackages")}</p>;
  return (
    <>
      <PackagePicker
        packages={packages}
        action="/boardBand/giftData"
        hidden={
          <>
            <input type="hidden" name="step" value="type" />
            <Hidden state={state} except={["packageId", "payType"]} />
          </>
        }
        name="packageId"
        selectedId={state.packageId}
        legend={t("bb.gift.select")}
        describedBy="gift-package-error"
        sizeText={(p) => t("bb.gift.package", { volume: p.volume, unit: p.volumeUnit })}
        priceText={(p) => t("bb.plusTax", { price: formatNumber(p.postPrice) })}
        slider={{
          legend: t("bb.gift.larger"),
          id: "gift-slider",
          label: t("bb.gift.sliderLabel"),
          valueText: packageLabel,
          outputText: packageLabel,
          optionText: packageLabel,
        }}
        nextLabel={t("bb.next")}
      />
      <FieldError id="gift-package-error" errors={error} />
      <div className="bb-actions">
        <BackLink to={giftStepUrl("receiver", state)} />
      </div>
    </>
  );
}

/** SelectType: Add to Bill or Pay Now. */
export function TypeStep({ state }: { state: GiftState }) {
  const error = state.missing === "payType" ? [t("bb.payType.required")] : null;
  return (
    <Form method="get" action="/boardBand/giftData">
      <input type="hidden" name="step" value="confirm" />
      <Hidden state={state} except={["payType"]} />
      <fieldset className="field plain-fieldset" aria-describedby="gift-paytype-error" aria-invalid={error ? true : undefined}>
        <legend>{t("bb.payType")}</legend>
        <div className="bb-choice-options">
          {payTypes.map((value) => (
            <label key={value} className="bb-option">
              <input type="radio" name="payType" value={value} defaultChecked={state.payType === value} />
              <span>{t(`bb.payType.${value}`)}</span>
            </label>
          ))}
        </div>
        <FieldError id="gift-paytype-error" errors={error} />
      </fieldset>
      <div className="bb-actions">
        <BackLink to={giftStepUrl("select", state)} />
        <button type="submit" className="btn btn-primary">
          {t("bb.next")}
        </button>
      </div>
    </Form>
  );
}

/** Confirm: the summary, the terms, Submit (posts to the action). */
export function ConfirmStep({ state, pkg, agreeError }: { state: GiftState; pkg: Pkg | undefined; agreeError: string[] | null }) {
  const hydrated = useHydrated();
  const [agreed, setAgreed] = useState(false);
  const agreeRef = useAdoptChecked(agreed, setAgreed);
  return (
    <Form method="post" action={giftStepUrl("confirm", state)}>
      <SubmissionToken />
      <input type="hidden" name="intent" value="enroll" />
      <Hidden state={state} except={[]} />
      <h3>{t("bb.gift.confirm")}</h3>
      <dl className="facts bb-summary">
        <div>
          <dt>{t("bb.gift.summary.receiver")}</dt>
          <dd>{state.receiver}</dd>
        </div>
        <div>
          <dt>{t("bb.gift.summary.amount")}</dt>
          <dd>{pkg ? t("bb.gift.package", { volume: pkg.volume, unit: pkg.volumeUnit }) : "-"}</dd>
        </div>
        <div>
          <dt>{t("bb.gift.summary.price")}</dt>
          <dd>{pkg ? t("bb.plusTax", { price: formatNumber(pkg.postPrice) }) : "-"}</dd>
        </div>
        <div>
          <dt>{t("bb.gift.summary.payType")}</dt>
          <dd>{state.payType ? t(`bb.payType.${state.payType}`) : "-"}</dd>
        </div>
      </dl>
      <div className="field">
        <label className="check">
          <input
            ref={agreeRef}
            type="checkbox"
            name="agree"
            id="gift-agree"
            aria-describedby="gift-agree-error"
            aria-invalid={agreeError ? true : undefined}
            onChange={(e) => setAgreed(e.currentTarget.checked)}
          />
          {t("bb.agreeTerms")}
        </label>
        <FieldError id="gift-agree-error" errors={agreeError} />
      </div>
      <div className="bb-actions">
        <BackLink to={giftStepUrl("type", state)} />
        {/* The terms must be ticked to enable Submit; without JavaScript the action says 'Please agree'. */}
        <button type="submit" className="btn btn-primary" disabled={hydrated && !agreed}>
          {t("bb.submit")}
        </button>
      </div>
    </Form>
  );
}
