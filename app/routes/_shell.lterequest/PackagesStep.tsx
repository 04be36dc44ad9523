import { Form, useFetcher } from "@remix-run/react";
import type { RefObject } from "react";
import { useAdoptChoice } from "~/forms/early-input";
import { backgroundBody } from "~/forms/submission";
import { errorOutcome, OutcomeDialog } from "~/components/outcome";
import { useHydrated } from "~/components/use-hydrated";
import { t } from "~/i18n/sales-lte";
import { CONNECTIONS, type InternetTab, type PackageCatalogue, type PackageKind } from "~/sales/catalogue";
import { PackagesStep as PackagePickersStep } from "~/sales/PackagesStep";
import { BILLING_MODES, type LtePackages } from "./state";
import { stepPath } from "./steps";

const STEP_URL = stepPath(1);
const FORM_ID = "lte-packages";

/**
 * A change of the step's radios, saved at once in the background (with JavaScript): the cards follow
 * the connection type. Next waits while a save is on its way (`saving`).
 */
function useSaveChoices() {
  const fetcher = useFetcher();
  const save = () => {
    const form = document.getElementById(FORM_ID);
    if (form instanceof HTMLFormElement) fetcher.submit(backgroundBody(form, "packages-save"), { method: "post", action: STEP_URL });
  };
  return { save, saving: fetcher.state !== "idle" };
}

/** One question of the step's form, as radios (saved at once on a change). `ref` goes on their fieldset. */
function radios<V extends string>(
  onChange: () => void,
  legend: string,
  name: string,
  options: readonly V[],
  checked: V,
  label: (value: V) => string,
  ref?: RefObject<HTMLFieldSetElement>,
) {
  return (
    <fieldset className="lte-radios" ref={ref}>
      <legend>{legend}</legend>
      {options.map((value) => (
        <label key={value} className="check">
          <input type="radio" name={name} value={value} form={FORM_ID} defaultChecked={checked === value} onChange={onChange} />
          {label(value)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Step 1: the connection type, the package cards the connection takes (pickers with Edit and Remove),
 * the bill type and the IDD question, then Next. The radios belong to one form with Next (without
 * JavaScript, Apply shows the cards of a new connection type); with JavaScript each change is saved at once.
 */
export function PackagesStep({
  packages,
  catalogue,
  kinds,
  pick,
  tab,
  error,
  loadError,
}: {
  packages: LtePackages;
  catalogue: PackageCatalogue;
  kinds: PackageKind[];
  /** The picker the URL opens (?pick=), for the page without JavaScript. */
  pick: PackageKind | null;
  tab: InternetTab;
  error: string | null;
  loadError: string | null;
}) {
  const hydrated = useHydrated();
  const { save: saveChoices, saving } = useSaveChoices();
  // A connection type chosen before the page's code ran is saved once it runs, and the cards follow it.
  const connectionRef = useAdoptChoice(packages.connection, saveChoices);
  return (
    <>
      <PackagePickersStep
        stepUrl={STEP_URL}
        hint={t("lte.pkg.hint")}
        kinds={kinds}
        catalogue={catalogue}
        names={packages}
        pick={pick}
        tab={tab}
        error={error}
        form={FORM_ID}
        saving={saving}
        before={
          <Form method="post" action={STEP_URL} id={FORM_ID} className="lte-choices" key={packages.connection}>
            <input type="hidden" name="form" value="packages" />
            {radios(saveChoices, t("lte.connection"), "connection", CONNECTIONS, packages.connection, (c) => t(`lte.connection.${c}`), connectionRef)}
            {hydrated ? null : (
              <button type="submit" name="intent" value="packages-save" className="btn btn-outline">
                {t("lte.apply")}
              </button>
            )}
          </Form>
        }
        after={
          <div className="lte-options">
            {radios(saveChoices, t("lte.billing"), "billingMode", BILLING_MODES, packages.billingMode, (m) => t(`lte.billing.${m}`))}
            {radios(saveChoices, t("lte.idd"), "idd", ["Y", "N"] as const, packages.idd ? "Y" : "N", (v) => t(v === "Y" ? "lte.idd.yes" : "lte.idd.no"))}
          </div>
        }
      />
      <OutcomeDialog outcome={errorOutcome(loadError, "lte-catalogue")} />
    </>
  );
}
