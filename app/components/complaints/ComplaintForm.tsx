import { getFormProps, getSelectProps, getTextareaProps, useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useState } from "react";
import { complaintSchema, serviceLabel, type ComplaintService } from "~/complaints/complaint";
import { FieldError, SubmitButton, TextField } from "~/components/fields";
import { LocationPicker } from "~/components/map/LocationPicker";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/complaints";
import type { LocationPickerTexts, MapServices, PlaceOption } from "~/map/types";

export interface ComplaintActionData {
  result: SubmissionResult<string[]> | null;
  error: string | null;
  at: number;
}

/** The form's fields; `location` carries the location message (the pick is latitude/longitude or place). */
type ComplaintFields = { serviceType: string; contactNo: string; description: string; latitude: string; longitude: string; place: string; location: string };

const mapTexts: LocationPickerTexts = {
  legend: t("complaints.add.location"),
  hint: t("map.hint"),
  mapLabel: t("map.label"),
  pin: t("map.pin"),
  pinCentre: t("map.pinCentre"),
  loading: t("map.loading"),
  picked: t("map.picked"),
  notPicked: t("map.notPicked"),
  search: t("map.search"),
  searchPlaceholder: t("map.search.placeholder"),
  searching: t("map.search.searching"),
  none: t("map.search.none"),
  count: t("map.search.count"),
  results: t("map.search.results"),
  failed: t("map.search.failed"),
  place: t("map.place"),
  placeChoose: t("map.place.choose"),
  coordinates: t("map.coordinates"),
  latitude: t("map.latitude"),
  longitude: t("map.longitude"),
};

/** The complaint form: service type, contact number, location (map or town list), description. */
export function ComplaintForm({
  services,
  map,
  places,
  data,
}: {
  services: ComplaintService[];
  map: MapServices;
  places: PlaceOption[];
  data: ComplaintActionData | undefined;
}) {
  const [form, fields] = useForm<ComplaintFields>({
    id: "complaint",
    lastResult: data?.result,
    defaultValue: { serviceType: services[0]?.type ?? "" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    // The fields as typed (location carries the location message), not the parsed value.
    onValidate: ({ formData }) => parseWithSchema(formData, { schema: complaintSchema(services) }) as unknown as Submission<ComplaintFields>,
  });
  const [chosen, setChosen] = useState<string>(fields.serviceType.initialValue ?? services[0]?.type ?? "");
  // A blocked service says why as soon as it is chosen (seed 001 section 4).
  const blocked = services.find((s) => s.type === chosen)?.blocked ?? null;
  const serviceErrors = fields.serviceType.errors ?? (blocked ? [blocked] : null);
  const serviceErrorId = `${fields.serviceType.id}-error`;
  const { key: selectKey, ...selectProps } = getSelectProps(fields.serviceType, { ariaAttributes: false });
  const { key: textareaKey, ...textareaProps } = getTextareaProps(fields.description, { ariaAttributes: false });
  const descriptionErrorId = `${fields.description.id}-error`;

  return (
    <Form method="post" {...getFormProps(form)} className="complaint-form">
      <div className="field">
        <label htmlFor={fields.serviceType.id}>{t("complaints.add.serviceType")}</label>
        <select
          key={selectKey}
          {...selectProps}
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
      <TextField
        field={fields.contactNo}
        label={t("complaints.add.contactNo")}
        type="tel"
        inputMode="numeric"
        placeholder={t("complaints.add.contactNo.placeholder")}
        autoComplete="tel-national"
      />
      <LocationPicker
        id="complaint-location"
        services={map}
        places={places}
        texts={mapTexts}
        defaultLatitude={fields.latitude.initialValue}
        defaultLongitude={fields.longitude.initialValue}
        defaultPlace={fields.place.initialValue}
        errors={fields.location.errors}
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
  );
}
