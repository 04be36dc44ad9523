import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { PACKAGE_INTENTS, PACKAGE_KINDS, type ChosenNames, type InternetTab, type PackageCatalogue, type PackageKind } from "./catalogue";
import { PackagePickers } from "./PackagePicker";
import { StepActions } from "./StepActions";

/**
 * A wizard's package step: its hint, the pickers (Edit and Remove; `?pick=` opens one without
 * JavaScript), what Next refused, and Next ("packages-next"). `before` and `after` stand around the
 * pickers (the LTE wizard's connection, bill type and IDD); `form`: the form Next posts, when the step
 * has one of its own (else Next posts alone); `saving`: a change of that form is being saved, and Next
 * waits for it (a post leaving meanwhile would race the save for the session).
 */
export function PackagesStep({
  stepUrl,
  hint,
  kinds = PACKAGE_KINDS,
  catalogue,
  names,
  pick,
  tab,
  error,
  before,
  after,
  form,
  saving = false,
}: {
  stepUrl: string;
  hint: string;
  kinds?: readonly PackageKind[];
  catalogue: PackageCatalogue;
  names: ChosenNames;
  /** The picker the URL opens (?pick=), for the page without JavaScript. */
  pick: PackageKind | null;
  tab: InternetTab;
  error: string | null;
  before?: ReactNode;
  after?: ReactNode;
  form?: string;
  saving?: boolean;
}) {
  return (
    <>
      <p className="sw-hint">{hint}</p>
      {before}
      <PackagePickers stepUrl={stepUrl} kinds={kinds} catalogue={catalogue} names={names} pick={pick} tab={tab} />
      {after}
      {error ? (
        <p className="notice sw-error" role="alert">
          {error}
        </p>
      ) : null}
      {form ? (
        <StepActions form={form} intent={PACKAGE_INTENTS.next} disabled={saving} />
      ) : (
        <Form method="post" action={stepUrl}>
          <StepActions intent={PACKAGE_INTENTS.next} />
        </Form>
      )}
    </>
  );
}
