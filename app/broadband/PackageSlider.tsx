import { useState } from "react";
import { useHydrated } from "~/components/use-hydrated";

interface Props<P extends { packageId: string }> {
  id: string;
  /** Name of the field that carries the chosen packageId. */
  name: string;
  label: string;
  packages: P[];
  selectedId: string | null | undefined;
  /** What the slider announces, what it shows beside it, and the text of each radio button. */
  valueText: (p: P) => string;
  outputText: (p: P) => string;
  optionText: (p: P) => string;
}

/**
 * The larger data amounts (Extra GB, gift data): a slider once JavaScript runs, radio buttons
 * without it. Either way the chosen package travels as `name`.
 */
export function PackageSlider<P extends { packageId: string }>({ id, name, label, packages, selectedId, valueText, outputText, optionText }: Props<P>) {
  const hydrated = useHydrated();
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      packages.findIndex((p) => p.packageId === selectedId),
    ),
  );
  const current = packages[index];
  if (hydrated && current) {
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="range"
          min={0}
          max={packages.length - 1}
          step={1}
          value={index}
          aria-valuetext={valueText(current)}
          onChange={(e) => setIndex(Number(e.target.value))}
        />
        <output htmlFor={id} className="egb-slider-value">
          {outputText(current)}
        </output>
        <input type="hidden" name={name} value={current.packageId} />
      </div>
    );
  }
  return (
    <div className="egb-radios">
      {packages.map((p) => (
        <label key={p.packageId} className="check">
          <input type="radio" name={name} value={p.packageId} defaultChecked={p.packageId === selectedId} />
          <span>{optionText(p)}</span>
        </label>
      ))}
    </div>
  );
}
