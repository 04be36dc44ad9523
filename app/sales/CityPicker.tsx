import type { FieldMetadata } from "@conform-to/react";
import { useId, useState } from "react";
import { FieldError } from "~/components/inputs";
import { useHydrated } from "~/components/use-hydrated";
import { t } from "~/i18n/sales-details";
import { citiesMatching, type CityOption } from "./cities";
import { Required } from "./DetailsFields";

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
      <div className="field">
        <label htmlFor={field.id}>
          {t("details.city")}
          <Required />
        </label>
        <select id={field.id} name={field.name} className="input" defaultValue={chosen?.city ?? ""} disabled={disabled} aria-describedby={errorId}>
          <option value="">{t("details.city.choose")}</option>
          {cities.map((c) => (
            <option key={c.city} value={c.city}>
              {c.city}
            </option>
          ))}
        </select>
        <FieldError id={errorId} errors={field.errors} />
      </div>
    );
  }
  return <CityCombobox field={field} cities={cities} chosen={chosen} disabled={disabled} onChoose={onChoose} />;
}

function CityCombobox({ field, cities, chosen, disabled, onChoose }: CityPickerProps) {
  const [query, setQuery] = useState(chosen?.city ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const statusId = useId();
  const errorId = `${field.id}-error`;
  const q = query.trim().toLowerCase();
  const matches = citiesMatching(cities, query);
  const shown = open && !disabled;

  const choose = (city: CityOption) => {
    setQuery(city.city);
    setOpen(false);
    if (city.city !== chosen?.city) onChoose(city);
  };

  return (
    <div className="field details-city">
      <label htmlFor={field.id}>
        {t("details.city")}
        <Required />
      </label>
      <input
        id={field.id}
        className="input"
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder={t("details.city.placeholder")}
        value={query}
        disabled={disabled}
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && matches[active] ? `${listId}-${active}` : undefined}
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={`${errorId} ${statusId}`}
        onFocus={() => setOpen(true)}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setQuery(value);
          setOpen(true);
          setActive(0);
          // Clearing the city resets district, postal code and pin.
          if (!value.trim() && chosen) onChoose(null);
        }}
        onBlur={() => {
          setOpen(false);
          setQuery(chosen?.city ?? "");
        }}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") {
            e.preventDefault();
            setOpen(true);
            setActive((i) => Math.min(i + 1, Math.max(matches.length - 1, 0)));
          } else if (e.key === "ArrowUp") {
            e.preventDefault();
            setActive((i) => Math.max(i - 1, 0));
          } else if (e.key === "Enter" && shown) {
            e.preventDefault();
            const city = matches[active];
            if (city) choose(city);
          } else if (e.key === "Escape") {
            setOpen(false);
          }
        }}
      />
      <input type="hidden" name={field.name} value={chosen?.city ?? ""} disabled={disabled} />
      <p id={statusId} className="visually-hidden" aria-live="polite">
        {shown && q ? (matches.length ? t("details.city.count", { count: matches.length }) : t("details.city.none")) : ""}
      </p>
      {shown ? (
        <ul id={listId} role="listbox" aria-label={t("details.city.options")} className="details-city-list">
          {matches.map((c, i) => (
            <li
              key={c.city}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className="details-city-option"
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(c);
              }}
            >
              {c.city} <span className="details-city-district">({c.district})</span>
            </li>
          ))}
        </ul>
      ) : (
        <div id={listId} hidden />
      )}
      <FieldError id={errorId} errors={field.errors} />
    </div>
  );
}
