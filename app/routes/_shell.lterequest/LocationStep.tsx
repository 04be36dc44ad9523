import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useFetcher, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { errorOutcome, OutcomeDialog } from "~/components/outcome";
import { useHydrated } from "~/components/use-hydrated";
import { backgroundBody } from "~/forms/submission";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/sales-lte";
import { formatCoordinate, type LatLng } from "~/map/geo";
import { AddressLines } from "~/sales/AddressFields";
import { CheckBox } from "~/sales/DetailsFields";
import { locationValues } from "~/sales/location";
import type { LocationView } from "~/sales/location.server";
import { ServiceLocationFields, useServiceLocation } from "~/sales/ServiceLocationFields";
import { StepActions } from "~/sales/StepActions";
import { grantProblem, isAvailable, locationSchema } from "./location";
import type { CoverageCheck, LteLocation } from "./state";
import { stepPath } from "./steps";

const STEP_URL = stepPath(2);
/** The route's answer to a background save of the step: saved, no redirect. */
const SAVE_INTENT = "location-save";

const pinKey = (point: LatLng | null) => (point ? `${formatCoordinate(point.lat)},${formatCoordinate(point.lng)}` : "");

/** The legend of the map's coverage layer: red high, yellow low. */
function CoverageLegend() {
  return (
    <div className="lte-legend">
      <p className="lte-legend-title">{t("lte.loc.legend")}</p>
      <ul className="list-plain lte-legend-list">
        <li>
          <span className="lte-swatch lte-swatch-high" aria-hidden="true" />
          {t("lte.loc.high")}
        </li>
        <li>
          <span className="lte-swatch lte-swatch-low" aria-hidden="true" />
          {t("lte.loc.low")}
        </li>
      </ul>
    </div>
  );
}

/** What the operator said of the pin's signal, and the way to ask for coverage. */
function CoverageNote({ level, checking, pinned }: { level: CoverageCheck["level"] | null; checking: boolean; pinned: boolean }) {
  if (!pinned) return <p className="muted">{t("lte.loc.noteBeforePin")}</p>;
  return (
    <>
      {checking ? (
        <p className="lte-checking" role="status">
          {t("lte.loc.checking")}
        </p>
      ) : level ? (
        <p className={isAvailable(level) ? "notice lte-available" : "notice lte-unavailable"} role="status">
          {t(isAvailable(level) ? "lte.loc.available" : "lte.loc.unavailable")}
        </p>
      ) : null}
      <p className="lte-coverage-note">
        {t("lte.loc.note")} <Link to={stepPath(3)}>{t("lte.loc.requestCoverage")}</Link>
      </p>
    </>
  );
}

/**
 * Step 2, the feasibility check: city, map (search, home icon, coverage layer and legend), the
 * operator's coverage answer for the pin, the consent and the postal address. With JavaScript the city
 * and the pin are saved at once and the coverage shows when the operator answers, and the rest is kept
 * in the browser until Next; without it the town list stands in for the map and "Check coverage" posts the form.
 */
export function LocationStep(props: {
  location: LteLocation;
  coverage: CoverageCheck["level"] | null;
  view: LocationView;
  lastResult: SubmissionResult<string[]> | null;
}) {
  // Each page view the server answered (a post, a reload) starts from what the session holds.
  return <LocationForm key={useLocation().key} {...props} />;
}

function LocationForm({
  location,
  coverage,
  view,
  lastResult,
}: {
  location: LteLocation;
  coverage: CoverageCheck["level"] | null;
  view: LocationView;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const hydrated = useHydrated();
  const { form, fields, outcome } = useSchemaForm(locationSchema, {
    id: "lte-location",
    keep: "lte-location",
    lastResult,
    defaultValue: { ...location, ...locationValues(location), grant: location.grant ? "on" : "" },
  });
  const place = useServiceLocation(view.cities, location);
  const [grant, setGrant] = useState(location.grant);
  const [grantError, setGrantError] = useState<string | null>(null);
  const [address, setAddress] = useState({ line1: location.address1, line2: location.address2 });

  // The city and the pin are saved at once, one save at a time (a change made while one is on its way
  // follows it), and the page shows the pin's coverage once the operator answers; Next waits for it
  // (checking). The consent and the address lines are kept in the browser until Next succeeds (keep).
  const formRef = useRef<HTMLFormElement>(null);
  const fetcher = useFetcher();
  const changes = `${place.city?.city ?? ""}|${pinKey(place.point)}`;
  const lastSaved = useRef(changes);
  const idle = fetcher.state === "idle";
  const submit = fetcher.submit;
  // Once the step's own post is on its way (Next, Back) it carries all of this: a save started then
  // would race it for the session.
  const leaving = useNavigation().state !== "idle";
  useEffect(() => {
    if (leaving || !idle || changes === lastSaved.current || !formRef.current) return;
    lastSaved.current = changes;
    submit(backgroundBody(formRef.current, SAVE_INTENT), { method: "post", action: STEP_URL });
  }, [changes, idle, submit, leaving]);

  const located = Boolean(place.shownCity && place.shownPin);
  // The answer is for the saved pin: it shows while the page's pin is that one.
  const level = pinKey(place.shownPin) === pinKey(place.savedPin) ? coverage : null;
  const checking = hydrated && (!idle || changes !== lastSaved.current);

  return (
    <>
      <p className="sw-hint">{t("lte.loc.intro")}</p>
      <Form method="post" action={STEP_URL} {...getFormProps(form)} ref={formRef} className="lte-location">
        <ServiceLocationFields
          id="lte"
          entry={place}
          view={view}
          cityField={fields.city}
          postalField={fields.postalCode}
          searchMovesMap
          onCity={() => {
            setGrant(false);
            setAddress({ line1: "", line2: "" });
          }}
        />
        <CoverageLegend />
        {hydrated ? null : (
          <button type="submit" name="intent" value="location-check" className="btn btn-outline">
            {t("lte.loc.check")}
          </button>
        )}
        <CoverageNote level={level} checking={checking} pinned={Boolean(place.shownPin)} />

        <CheckBox
          field={fields.grant}
          label={t("lte.loc.grant")}
          checked={grant}
          errors={grantError ? [grantError] : fields.grant.errors}
          onChange={(ticked) => {
            const problem = ticked ? grantProblem({ city: place.city?.city ?? "", lat: place.point?.lat ?? null, lng: place.point?.lng ?? null }) : null;
            setGrantError(problem);
            if (!problem) setGrant(ticked);
          }}
        />

        <fieldset className="details-section">
          <legend>{t("lte.loc.address")}</legend>
          {located ? null : <p className="muted">{t("lte.loc.addressLocked")}</p>}
          <AddressLines fields={{ line1: fields.address1, line2: fields.address2 }} disabled={!located} value={address} onValue={setAddress} />
          <p className="notice">{t("lte.loc.addressNotice")}</p>
        </fieldset>

        <StepActions back={stepPath(1)} intent="location-next" disabled={level === "NONE" || checking} />
      </Form>
      <OutcomeDialog outcome={outcome} />
      <OutcomeDialog outcome={errorOutcome(view.citiesError, "lte-cities")} />
    </>
  );
}
