/**
 * Step 2: the city (its district and postal code come with it; the map centres on it at zoom 14 and the
 * pin starts over), the pin (zoom 16) and the coverage check. While the state is unknown, or once the
 * city or pin changed, Check asks the operator; available opens Next; not available says so and Next
 * stays disabled. Without JavaScript the map is a town list with optional coordinates.
 */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { OutcomeDialog } from "~/components/outcome";
import { useHydrated } from "~/components/use-hydrated";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/sales-order";
import { formatCoordinate, type LatLng } from "~/map/geo";
import { DefaultSubmit, TextBox } from "~/sales/DetailsFields";
import { locationValues } from "~/sales/location";
import { ServiceLocationFields, useServiceLocation } from "~/sales/ServiceLocationFields";
import { StepActions } from "~/sales/StepActions";
import type { FeasibilityView } from "./feasibility.server";
import { feasibilitySchema, INTENTS } from "./forms";
import type { Feasibility, SignedInFibreOrder } from "./state";
import { stepPath } from "./steps";

/** The same pin at the 6 decimals the form posts and the server keeps. */
const samePoint = (a: LatLng | null, b: LatLng | null) =>
  a && b ? formatCoordinate(a.lat) === formatCoordinate(b.lat) && formatCoordinate(a.lng) === formatCoordinate(b.lng) : a === b;

export function FeasibilityStep({
  view,
  order,
  asksMobile,
  lastResult,
}: {
  view: FeasibilityView;
  order: SignedInFibreOrder;
  asksMobile: boolean;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const loc = order.location;
  const { form, fields, outcome } = useSchemaForm(feasibilitySchema, {
    id: "so-feasibility",
    keep: "order-feasibility",
    lastResult,
    defaultValue: { ...locationValues(loc), mobile: order.customer.mobile },
  });
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const checking = navigation.state !== "idle" && navigation.formData?.get("intent") === INTENTS.check;
  const location = useServiceLocation(view.cities, loc);
  // A city or pin other than the checked one has not been checked.
  const moved = hydrated && ((location.city?.city ?? "") !== (loc?.city ?? "") || !samePoint(location.point, location.savedPin));
  const status: Feasibility = moved ? "unknown" : order.feasibility;

  return (
    <>
      <p className="sw-hint">{t("order.feas.hint")}</p>
      <Form method="post" action={stepPath(2)} {...getFormProps(form)} className="details-form">
        <DefaultSubmit intent={INTENTS.check} label={t("order.feas.check")} />
        <input type="hidden" name="asksMobile" value={String(asksMobile)} />
        <ServiceLocationFields id="so" entry={location} view={view} cityField={fields.city} errors={form.allErrors.location} />
        {asksMobile ? <TextBox field={fields.mobile} label={t("order.feas.mobile")} type="tel" autoComplete="tel" hint={t("order.feas.mobileHint")} /> : null}

        <section className={`so-status so-status-${status}`} aria-labelledby="so-status-title" aria-live="polite">
          <h3 id="so-status-title">{t("order.feas.status")}</h3>
          <p>{t(`order.feas.${status}`)}</p>
        </section>
        <p className="details-attempts">{t("details.attempts")}</p>

        <StepActions back={stepPath(1)} intent={INTENTS.feasibilityNext} disabled={status !== "available"}>
          {status === "available" ? null : (
            <button type="submit" name="intent" value={INTENTS.check} className="btn btn-outline" aria-disabled={checking || undefined}>
              {checking ? t("order.feas.checking") : t("order.feas.check")}
            </button>
          )}
        </StepActions>
      </Form>
      <OutcomeDialog outcome={outcome} />
      <OutcomeDialog outcome={view.citiesError ? { kind: "error", message: view.citiesError, id: "so-cities" } : null} />
    </>
  );
}
