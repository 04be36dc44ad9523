import { Form } from "@remix-run/react";
import { t } from "~/i18n/sales-wizard";
import { PACKAGE_KINDS, type InternetTab, type PackageCatalogue, type PackageKind } from "~/sales/catalogue";
import { PackagePickers } from "~/sales/PackagePicker";
import type { FibreOrder } from "./state";

const STEP_URL = "/applyonline/fiber?step=packages";

export function PackagesStep({
  catalogue,
  order,
  pick,
  tab,
  error,
}: {
  catalogue: PackageCatalogue;
  order: FibreOrder;
  /** The picker the URL opens (?pick=), for the page without JavaScript. */
  pick: PackageKind | null;
  tab: InternetTab;
  error: string | null;
}) {
  return (
    <>
      <p className="sw-hint">{t("sw.pkg.hint")}</p>
      <PackagePickers stepUrl={STEP_URL} kinds={PACKAGE_KINDS} catalogue={catalogue} names={order.packages} pick={pick} tab={tab} />
      {error ? (
        <p className="notice sw-error" role="alert">
          {error}
        </p>
      ) : null}
      <Form method="post" action={STEP_URL} className="actions-row sw-actions">
        <button type="submit" name="intent" value="packages-next" className="btn btn-primary">
          {t("sw.next")}
        </button>
      </Form>
    </>
  );
}
