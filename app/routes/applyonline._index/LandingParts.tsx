import { t } from "~/i18n/sales-landing";

/** The standard fee the online price is discounted from. */
const STANDARD_FEE = 12500;

/** The provider's own site, for visitors who want to read more before ordering. */
const PROVIDER_SITE = "https://www.slt.lk";

/** The standard fee struck through, the online fee (from the charge list) and why they differ. */
export function LandingFees({ fee }: { fee: number }) {
  return (
    <div className="landing-fees">
      <p className="landing-fee-standard">
        <span className="visually-hidden">{t("landing.standardFee")}: </span>
        <s>{t("sales.lkr", { amount: STANDARD_FEE })}</s>
      </p>
      <p className="landing-fee-online">
        <span className="visually-hidden">{t("landing.onlineFee")}: </span>
        <span>{t("sales.lkr", { amount: fee })}</span>
      </p>
      <p className="landing-fee-note">{t("landing.discount")}</p>
    </div>
  );
}

/** The cards the payment page takes, and the way back to the provider's site. */
export function LandingExtras() {
  return (
    <div className="landing-extras">
      <p>
        {t("landing.cards")}{" "}
        <span className="landing-card-names">
          {t("landing.card.visa")} · {t("landing.card.master")} · {t("landing.card.amex")}
        </span>
      </p>
      <a href={PROVIDER_SITE}>{t("landing.provider")}</a>
    </div>
  );
}
