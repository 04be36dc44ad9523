import { useState } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { formatVolume } from "~/format";
import { t } from "~/i18n/broadband";

const R = 52;
const C = 2 * Math.PI * R;

/**
 * A circular gauge of what remains. Tapping it flips between the percentage and the amount
 * with its unit (with JavaScript; without it the amount is written under the gauge anyway).
 */
export function Gauge({ percent, remaining, limit, unit }: { percent: number; remaining: number; limit: number; unit: string }) {
  const hydrated = useHydrated();
  const [amount, setAmount] = useState(false);
  const share = Math.max(0, Math.min(100, percent));
  const label = t("bb.summary.gaugeLabel", { percent: formatVolume(share), remaining: formatVolume(remaining), limit: formatVolume(limit), unit });
  const centre = amount ? (
    <>
      <span className="gauge-value">{formatVolume(remaining)}</span>
      <span className="gauge-unit">{unit}</span>
    </>
  ) : (
    <>
      <span className="gauge-value">{formatVolume(Math.round(share))}%</span>
      <span className="gauge-unit">{t("bb.summary.remaining")}</span>
    </>
  );
  const ring = (
    <svg className="gauge-ring" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <circle className="gauge-track" cx="60" cy="60" r={R} />
      <circle className="gauge-fill" cx="60" cy="60" r={R} strokeDasharray={`${(C * share) / 100} ${C}`} transform="rotate(-90 60 60)" />
    </svg>
  );
  if (!hydrated) {
    return (
      <div className="gauge" role="img" aria-label={label}>
        {ring}
        <span className="gauge-centre" aria-hidden="true">
          {centre}
        </span>
      </div>
    );
  }
  return (
    <button
      type="button"
      className="gauge gauge-button"
      aria-pressed={amount}
      aria-label={`${label}. ${t("bb.summary.gaugeFlip")}`}
      onClick={() => setAmount((a) => !a)}
    >
      {ring}
      <span className="gauge-centre" aria-hidden="true">
        {centre}
      </span>
    </button>
  );
}
