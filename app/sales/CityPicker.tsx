import type { FieldMetadata } from "@conform-to/react";
import { useId, useState } from "react";
import { Combobox } from "~/components/Combobox";
import { FieldError } from "~/components/inputs";
import { useHydrated } from "~/components/use-hydrated";
import { KEEP_HIDDEN, useGivenBack } from "~/forms/kept-entries";
import { t } from "~/i18n/sales-details";
import { citiesMatching, type CityOption } from "./cities";
import { Field, Required } from "./DetailsFields";

export interface CityPickerProps {
  field: FieldMetadata<string>;
  cities: CityOption[];
  chosen: CityOption | null;
  disabled: boolean;
  onChoose: (city: CityOption | null) => void;
}

/**
 * The city: with JavaScript a text box whose list shows the cities a word of which starts with what
 * was typed; without it a select of every city. The chosen city travels as `city`.
 */
export function CityPicker({ field, cities, chosen, disabled, onChoose }: CityPickerProps) {
  const hydrated = useHydrated();
  const errorId = `${field.id}-error`;
  if (!hydrated) {
    return (
      <Field id={field.id} label={t("details.city")} errors={field.errors}>
        <select id={field.id} name={field.name} className="input" defaultValue={chosen?.city ?? ""} disabled={disabled} aria-describedby={errorId}>
          <option value="">{t("details.city.choose")}</option>
          {cities.map((c) => (
            <option key={c.city} value={c.city}>
              {c.city}
            </option>
          ))}
        </select>
      </Field>
    );
  }
  return <CityCombobox field={field} cities={cities} chosen={chosen} disabled={disabled} onChoose={onChoose} />;
}

function CityCombobox({ field, cities, chosen, disabled, onChoose }: CityPickerProps) {
  const [query, setQuery] = useState(chosen?.city ?? "");
  const statusId = useId();
  const errorId = `${field.id}-error`;
  const matches = citiesMatching(cities, query);
  // The city kept for the form (app/forms/kept-entries.ts), given back: chosen as if picked.
  const cityRef = useGivenBack((name) => {
    if (name === (chosen?.city ?? "")) return;
    const city = cities.find((c) => c.city === name) ?? null;
    setQuery(city?.city ?? "");
    onChoose(city);
  });
  const choose = (city: CityOption) => {
    setQuery(city.city);
    if (city.city !== chosen?.city) onChoose(city);
  };
  return (
    <Combobox
      id={field.id}
      label={
        <>
          {t("details.city")}
          <Required />
        </>
      }
      className="field details-city"
      placeholder={t("details.city.placeholder")}
      value={query}
      onValue={(value) => {
        setQuery(value);
        // Clearing the city resets district, postal code and pin.
        if (!value.trim() && chosen) onChoose(null);
      }}
      options={matches}
      optionKey={(c) => c.city}
      renderOption={(c) => (
        <>
          {c.city} <span className="details-city-district">({c.district})</span>
        </>
      )}
      onPick={choose}
      listLabel={t("details.city.options")}
      disabled={disabled}
      invalid={Boolean(field.errors?.length)}
      describedBy={`${errorId} ${statusId}`}
      onBlur={() => setQuery(chosen?.city ?? "")}
      openWhenEmpty
    >
      {(expanded) => (
        <>
          <input ref={cityRef} type="hidden" name={field.name} value={chosen?.city ?? ""} disabled={disabled} {...KEEP_HIDDEN} />
          {/* What a screen reader hears as the list changes: how many cities match what was typed. */}
          <p id={statusId} className="visually-hidden" aria-live="polite">
            {expanded && query.trim() ? (matches.length ? t("details.city.count", { count: matches.length }) : t("details.city.none")) : ""}
          </p>
          <FieldError id={errorId} errors={field.errors} />
        </>
      )}
    </Combobox>
  );
}
