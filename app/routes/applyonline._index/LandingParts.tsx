import type { ReactNode } from "react";
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

/** A card scheme's mark: drawn here (no image request), named for assistive technology. */
function CardMark({ name, children }: { name: string; children: ReactNode }) {
  return (
    <svg className="card-mark" role="img" aria-label={name} viewBox="0 0 48 30" width="48" height="30">
      <rect className="card-mark-face" x="0.5" y="0.5" width="47" height="29" rx="4" />
      {children}
    </svg>
  );
}

/** The cards the payment page takes (their marks: spec 002 "Card logos"), and the way back to the provider's site. */
export function LandingExtras() {
  return (
    <div className="landing-extras">
      <p className="landing-cards">
        <span>{t("landing.cards")}</span>
        <CardMark name={t("landing.card.visa")}>
          <text className="card-mark-visa" x="24" y="20" textAnchor="middle" aria-hidden="true">
            VISA
          </text>
        </CardMark>
        <CardMark name={t("landing.card.master")}>
          <circle className="card-mark-master-left" cx="19" cy="15" r="9" />
          <circle className="card-mark-master-right" cx="29" cy="15" r="9" />
          <path className="card-mark-master-overlap" d="M24 7.5a9 9 0 0 1 0 15a9 9 0 0 1 0-15Z" />
        </CardMark>
        <CardMark name={t("landing.card.amex")}>
          <rect className="card-mark-amex" x="4" y="6" width="40" height="18" rx="2" />
          <text className="card-mark-amex-text" x="24" y="19" textAnchor="middle" aria-hidden="true">
            AMEX
          </text>
        </CardMark>
      </p>
      <a href={PROVIDER_SITE}>{t("landing.provider")}</a>
    </div>
  );
}
