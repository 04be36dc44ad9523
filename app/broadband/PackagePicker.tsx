import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { PackageSlider } from "./PackageSlider";
import { splitPackages } from "./prices";

type Pkg = { packageId: string; volume: number; volumeUnit: string; postPrice: number };

interface Props<P extends Pkg> {
  packages: P[];
  /** Where the GET forms go (this page when left out), and the hidden fields that carry the rest of the state. */
  action?: string;
  hidden: ReactNode;
  /** Name of the field that carries the chosen packageId. */
  name: string;
  selectedId: string | null | undefined;
  legend: string;
  /** id of the message the buttons are described by. */
  describedBy?: string;
  sizeText: (p: P) => string;
  priceText: (p: P) => string;
  /** The slider of the larger amounts: its fieldset's legend, its id and label, its texts (see PackageSlider), its Next button. */
  slider: { legend: string; id: string; label: string; valueText: (p: P) => string; outputText: (p: P) => string; optionText: (p: P) => string };
  nextLabel: string;
}

/**
 * Choosing a data amount (Extra GB, gift data): amounts up to 9 GB are buttons, larger ones on a slider
 * (radio buttons without JavaScript). GET forms: the choice goes into the URL.
 */
export function PackagePicker<P extends Pkg>({
  packages,
  action,
  hidden,
  name,
  selectedId,
  legend,
  describedBy,
  sizeText,
  priceText,
  slider,
  nextLabel,
}: Props<P>) {
  const split = splitPackages(packages);
  return (
    <>
      <Form method="get" action={action} preventScrollReset>
        {hidden}
        <fieldset className="egb-fieldset" aria-describedby={describedBy}>
          <legend>{legend}</legend>
          <div className="egb-buttons">
            {split.buttons.map((p) => (
              <button
                key={p.packageId}
                type="submit"
                name={name}
                value={p.packageId}
                className={p.packageId === selectedId ? "egb-option selected" : "egb-option"}
              >
                <span className="egb-size">{sizeText(p)}</span>
                <span className="egb-price">{priceText(p)}</span>
              </button>
            ))}
          </div>
        </fieldset>
      </Form>
      {split.slider.length > 0 ? (
        <Form method="get" action={action} preventScrollReset className="egb-slider">
          {hidden}
          <fieldset className="egb-fieldset">
            <legend>{slider.legend}</legend>
            <PackageSlider
              id={slider.id}
              name={name}
              label={slider.label}
              packages={split.slider}
              selectedId={selectedId}
              valueText={slider.valueText}
              outputText={slider.outputText}
              optionText={slider.optionText}
            />
            <button type="submit" className="btn btn-primary">
              {nextLabel}
            </button>
          </fieldset>
        </Form>
      ) : null}
    </>
  );
}
