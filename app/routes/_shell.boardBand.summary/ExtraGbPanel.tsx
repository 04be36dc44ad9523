import { SubmissionToken } from "~/forms/submission";
import { Form, Link } from "@remix-run/react";
import { useState } from "react";
import { PackagePicker } from "~/broadband/PackagePicker";
import { extraGbRate, rupees } from "~/broadband/prices";
import { FieldError } from "~/components/inputs";
import { useHydrated } from "~/components/use-hydrated";
import { formatVolume } from "~/format";
import { t } from "~/i18n/broadband";
import { summaryHref, type SummaryView } from "./view";
import { useAdoptChecked, useAdoptChoice } from "~/forms/early-input";

export interface ExtraGbPackage {
  packageId: string;
  volume: number;
  volumeUnit: string;
  postPrice: number;
}

type Errors = Record<string, string[] | null> | undefined;

const priceOf = (p: ExtraGbPackage) => t("bb.extraGb.price", { price: rupees(p.postPrice) });
const sizeOf = (p: ExtraGbPackage) => `${formatVolume(p.volume)} ${p.volumeUnit}`;

function Steps({ step }: { step: 0 | 1 | 2 }) {
  const names = [t("bb.extraGb.step.select"), t("bb.extraGb.step.type"), t("bb.extraGb.step.confirm")];
  return (
    <ol className="steps" aria-label={t("bb.extraGb.steps")}>
      {names.map((name, i) => (
        <li key={name} aria-current={i === step ? "step" : undefined} className={i < step ? "done" : undefined}>
          {name}
        </li>
      ))}
    </ol>
  );
}

function Hidden({ values }: { values: Record<string, string> }) {
  return (
    <>
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

function SelectStep({ packages, selected, error }: { packages: ExtraGbPackage[]; selected: ExtraGbPackage | null; error: boolean }) {
  return (
    <>
      <PackagePicker
        packages={packages}
        hidden={<Hidden values={{ panel: "extraGb", step: "type" }} />}
        name="pkg"
        selectedId={selected?.packageId}
        legend={t("bb.extraGb.selectLegend")}
        sizeText={sizeOf}
        priceText={priceOf}
        slider={{
          legend: t("bb.extraGb.larger"),
          id: "egb-slider",
          label: t("bb.extraGb.sliderLabel"),
          valueText: sizeOf,
          outputText: (p) => t("bb.extraGb.selected", { volume: formatVolume(p.volume), unit: p.volumeUnit, price: rupees(p.postPrice) }),
          optionText: (p) => `${sizeOf(p)} · ${priceOf(p)}`,
        }}
        nextLabel={t("bb.extraGb.next")}
      />
      <FieldError id="egb-pkg-error" errors={error ? [t("bb.extraGb.chooseAmount")] : null} />
    </>
  );
}

function Chosen({ pkg }: { pkg: ExtraGbPackage }) {
  const rate = extraGbRate(pkg.volume);
  return (
    <p className="egb-chosen">
      <strong>{t("bb.extraGb.selected", { volume: formatVolume(pkg.volume), unit: pkg.volumeUnit, price: rupees(pkg.postPrice) })}</strong>
      {rate !== null && pkg.volumeUnit.toUpperCase() === "GB" ? <span className="muted"> ({t("bb.extraGb.perGb", { rate })})</span> : null}
    </p>
  );
}

function TypeStep({ pkg, pay, error }: { pkg: ExtraGbPackage; pay: "bill" | "now" | null; error: boolean }) {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(pay);
  const choiceRef = useAdoptChoice(chosen, setChosen);
  return (
    <Form method="get" preventScrollReset>
      <Hidden values={{ panel: "extraGb", step: "confirm", pkg: pkg.packageId }} />
      <Chosen pkg={pkg} />
      <fieldset ref={choiceRef} className="radio-row" aria-describedby="egb-pay-error">
        <legend>{t("bb.extraGb.typeLegend")}</legend>
        {(["bill", "now"] as const).map((value) => (
          <label key={value} className="check pay-option">
            <input type="radio" name="pay" value={value} defaultChecked={pay === value} onChange={() => setChosen(value)} />
            <span>{t(value === "bill" ? "bb.extraGb.addToBill" : "bb.extraGb.payNow")}</span>
          </label>
        ))}
      </fieldset>
      <FieldError id="egb-pay-error" errors={error && !chosen ? [t("bb.extraGb.chooseType")] : null} />
      <div className="actions-row">
        <Link className="btn btn-outline" to={summaryHref({ panel: "extraGb", step: "select", pkg: pkg.packageId })} preventScrollReset>
          {t("bb.extraGb.back")}
        </Link>
        <button type="submit" className="btn btn-primary" disabled={hydrated && !chosen}>
          {t("bb.extraGb.next")}
        </button>
      </div>
    </Form>
  );
}

function ConfirmStep({ pkg, pay, errors }: { pkg: ExtraGbPackage; pay: "bill" | "now"; errors: Errors }) {
  const hydrated = useHydrated();
  const [agreed, setAgreed] = useState(false);
  const agreeRef = useAdoptChecked(agreed, setAgreed);
  const agreeError = errors?.agree?.[0];
  return (
    <Form method="post" preventScrollReset>
      <Hidden values={{ intent: "extraGb", pkg: pkg.packageId, pay }} />
      <SubmissionToken />
      <h4>{t("bb.extraGb.summary")}</h4>
      <dl className="facts egb-summary">
        <div>
          <dt>{t("bb.extraGb.amount")}</dt>
          <dd>{sizeOf(pkg)}</dd>
        </div>
        <div>
          <dt>{t("bb.extraGb.payType")}</dt>
          <dd>{t(pay === "bill" ? "bb.extraGb.addToBill" : "bb.extraGb.payNow")}</dd>
        </div>
        <div>
          <dt>{t("bb.extraGb.total")}</dt>
          <dd>{priceOf(pkg)}</dd>
        </div>
      </dl>
      <label className={agreeError && !agreed ? "check invalid" : "check"}>
        <input ref={agreeRef} type="checkbox" name="agree" aria-describedby="egb-agree-error" onChange={(e) => setAgreed(e.target.checked)} />
        <span>{t("bb.agreeTerms")}</span>
      </label>
      <FieldError id="egb-agree-error" errors={agreeError && !agreed ? [agreeError] : null} />
      <div className="actions-row">
        <Link className="btn btn-outline" to={summaryHref({ panel: "extraGb", step: "type", pkg: pkg.packageId, pay })} preventScrollReset>
          {t("bb.extraGb.back")}
        </Link>
        <button type="submit" className="btn btn-primary" disabled={hydrated && !agreed}>
          {t("bb.extraGb.submit")}
        </button>
      </div>
    </Form>
  );
}

/** Extra GB in three steps (Select, SelectType, Confirm); the step state lives in the URL. */
export function ExtraGbPanel({ packages, view, errors }: { packages: ExtraGbPackage[]; view: SummaryView["extraGb"]; errors: Errors }) {
  const selected = packages.find((p) => p.packageId === view.pkg) ?? null;
  const step = !selected ? 0 : view.step === "confirm" && view.pay ? 2 : view.step === "select" ? 0 : 1;
  return (
    <section className="card bb-panel" aria-labelledby="egb-title">
      <h3 id="egb-title">{t("bb.extraGb.title")}</h3>
      <Steps step={step} />
      {packages.length === 0 ? (
        <p>{t("bb.extraGb.none")}</p>
      ) : step === 0 ? (
        <SelectStep packages={packages} selected={selected} error={view.step !== "select"} />
      ) : step === 1 ? (
        <TypeStep pkg={selected!} pay={view.pay} error={view.step === "confirm"} />
      ) : (
        <ConfirmStep key={`${selected!.packageId}-${view.pay}`} pkg={selected!} pay={view.pay!} errors={errors} />
      )}
    </section>
  );
}
