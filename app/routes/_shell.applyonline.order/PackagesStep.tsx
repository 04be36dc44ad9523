import { Form } from "@remix-run/react";
import { t } from "~/i18n/sales-order";
import { PACKAGE_KINDS, type ChosenNames, type InternetTab, type PackageCatalogue, type PackageKind } from "~/sales/catalogue";
import { PackagePickers } from "~/sales/PackagePicker";
import { INTENTS } from "./forms";
import { stepPath } from "./state";

/** Step 1: the fibre catalogue's pickers (voice 'Home ' with internet and/or PEOTV), Edit and Remove, and Next. */
export function PackagesStep({
  catalogue,
  names,
  pick,
  tab,
  error,
}: {
  catalogue: PackageCatalogue;
  names: ChosenNames;
  /** The picker the URL opens (?pick=), for the page without JavaScript. */
  pick: PackageKind | null;
  tab: InternetTab;
  error: string | null;
}) {
  const url = stepPath(1);
  return (
    <>
      <p className="sw-hint">{t("sw.pkg.hint")}</p>
      <PackagePickers stepUrl={url} kinds={PACKAGE_KINDS} catalogue={catalogue} names={names} pick={pick} tab={tab} />
      {error ? (
        <p role="alert" className="notice sw-error">
          {error}
        </p>
      ) : null}
      <Form method="post" action={url} className="actions-row sw-actions">
        <button type="submit" name="intent" value={INTENTS.packagesNext} className="btn btn-primary">
          {t("order.next")}
        </button>
      </Form>
    </>
  );
}
