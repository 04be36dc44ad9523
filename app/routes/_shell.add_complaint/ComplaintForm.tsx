import { getFormProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useMemo, useState } from "react";
import { complaintSchema, serviceLabel, type ComplaintService } from "~/complaints/complaint";
import { FieldError, PhoneField, SubmitButton } from "~/components/fields";
import { LocationPicker } from "~/components/map/LocationPicker";
import { OutcomeDialog } from "~/components/outcome";
import { useAdoptSelected } from "~/forms/early-input";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/complaints";
import type { LocationPickerTexts, MapServices, PlaceOption } from "~/map/types";

/** The map's texts, in the page's language. */
const mapTexts = (): LocationPickerTexts => ({
  legend: t("complaints.add.location"),
  hint: t("map.hint"),
  mapLabel: t("map.label"),
  pin: t("map.pin"),
  pinCentre: t("map.pinCentre"),
  loading: t("map.loading"),
  picked: (lat, lng) => t("map.picked", { lat, lng }),
  notPicked: t("map.notPicked"),
  search: t("map.search"),
  searchPlaceholder: t("map.search.placeholder"),
  searching: t("map.search.searching"),
  none: t("map.search.none"),
  count: (count) => t("map.search.count", { count }),
  results: t("map.search.results"),
  failed: t("map.search.failed"),
  place: t("map.place"),
  placeChoose: t("map.place.choose"),
  coordinates: t("map.coordinates"),
  latitude: t("map.latitude"),
  longitude: t("map.longitude"),
});

/** The complaint form: service type, contact number, location (map or town list), description. */
export function ComplaintForm({
  services,
  map,
  places,
  lastResult,
}: {
  services: ComplaintService[];
  map: MapServices;
  places: PlaceOption[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const schema = useMemo(() => complaintSchema(services), [services]);
  const { form, fields, outcome } = useSchemaForm(schema, {
    id: "complaint",
    keep: "complaint",
    lastResult,
    defaultValue: { serviceType: services[0]?.type ?? "" },
  });
  // The pick is latitude/longitude or a town: its message is the error of `location`, a name no input has.
  const locationErrors = form.allErrors.location;
  const [chosen, setChosen] = useState<string>(fields.serviceType.initialValue ?? services[0]?.type ?? "");
  // A service chosen before the page's code ran is the one chosen.
  const select = useAdoptSelected(chosen, setChosen);
  // A blocked service says why as soon as it is chosen, before the customer fills in the rest.
  const blocked = services.find((s) => s.type === chosen)?.blocked ?? null;
  const serviceErrors = fields.serviceType.errors ?? (blocked ? [blocked] : null);
  const serviceErrorId = `${fields.serviceType.id}-error`;
  const { key: selectKey, ...selectProps } = getSelectProps(fields.serviceType, { ariaAttributes: false });
  const { key: textareaKey, ...textareaProps } = getTextareaProps(fields.description, { ariaAttributes: false });
  const descriptionErrorId = `${fields.description.id}-error`;

  return (
    <>
      <Form method="post" {...getFormProps(form)} className="complaint-form">
        <div className="field">
          <label htmlFor={fields.serviceType.id}>{t("complaints.add.serviceType")}</label>
          <select
            key={selectKey}
            {...selectProps}
            ref={select}
            className="input"
            aria-invalid={serviceErrors ? true : undefined}
            aria-describedby={serviceErrorId}
            onChange={(e) => setChosen(e.currentTarget.value)}
          >
            {services.map((s) => (
              <option key={s.type} value={s.type}>
                {serviceLabel(s.type)}
              </option>
            ))}
          </select>
          <p id={serviceErrorId} className="field-error" role={blocked ? "alert" : undefined} aria-live={blocked ? undefined : "polite"}>
            {serviceErrors?.[0] ?? ""}
          </p>
        </div>
        <PhoneField field={fields.contactNo} label={t("complaints.add.contactNo")} placeholder={t("complaints.add.contactNo.placeholder")} />
        <LocationPicker
          id="complaint-location"
          services={map}
          places={places}
          texts={mapTexts()}
          defaultLatitude={fields.latitude.initialValue}
          defaultLongitude={fields.longitude.initialValue}
          defaultPlace={fields.place.initialValue}
          errors={locationErrors}
        />
        <div className="field">
          <label htmlFor={fields.description.id}>{t("complaints.add.description")}</label>
          <textarea
            key={textareaKey}
            {...textareaProps}
            className="input textarea"
            rows={4}
            aria-invalid={fields.description.errors?.length ? true : undefined}
            aria-describedby={descriptionErrorId}
          />
          <FieldError id={descriptionErrorId} errors={fields.description.errors} />
        </div>
        <SubmitButton pending={t("app.wait")}>{t("complaints.add.submit")}</SubmitButton>
      </Form>
      {/* Outside the form: the dialog has a form of its own. */}
      <OutcomeDialog outcome={outcome} />
    </>
  );
}
