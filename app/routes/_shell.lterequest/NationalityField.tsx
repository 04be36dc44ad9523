import type { FieldMetadata } from "@conform-to/react";
import { useId, useState, type KeyboardEvent } from "react";
import { FieldError } from "~/components/inputs";
import { useHydrated } from "~/components/use-hydrated";
import { t } from "~/i18n/sales-lte";
import { Required } from "~/sales/DetailsFields";
import { NATIONALITIES, nationalitiesMatching } from "./details-form";

/**
 * Nationality: a text box whose list offers the nationalities starting with what was typed; any
 * other may be typed. Without JavaScript the browser's own suggestion list (datalist) stands in.
 */
export function NationalityField({ field, value, onValue }: { field: FieldMetadata<string>; value: string; onValue: (value: string) => void }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const errorId = `${field.id}-error`;
  const hintId = `${field.id}-hint`;
  const options = nationalitiesMatching(value).filter((n) => n !== value);
  const shown = hydrated && open && options.length > 0;

  const choose = (nationality: string) => {
    onValue(nationality);
    setOpen(false);
  };
  const keys: Record<string, () => void> = {
    ArrowDown: () => {
      setOpen(true);
      setActive((i) => Math.min(i + 1, options.length - 1));
    },
    ArrowUp: () => setActive((i) => Math.max(i - 1, 0)),
    Enter: () => (shown && options[active] ? choose(options[active]) : setOpen(false)),
    Escape: () => setOpen(false),
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const act = keys[e.key];
    if (!act || (e.key === "Enter" && !shown)) return;
    e.preventDefault();
    act();
  };

  return (
    <div className="field lte-nationality">
      <label htmlFor={field.id}>
        {t("lte.details.nationality")}
        <Required />
      </label>
      <input
        id={field.id}
        name={field.name}
        className="input"
        type="text"
        autoComplete="off"
        value={value}
        list={hydrated ? undefined : listId}
        role={hydrated ? "combobox" : undefined}
        aria-expanded={hydrated ? shown : undefined}
        aria-controls={hydrated ? listId : undefined}
        aria-autocomplete={hydrated ? "list" : undefined}
        aria-activedescendant={shown ? `${listId}-${active}` : undefined}
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={`${errorId} ${hintId}`}
        onChange={(e) => {
          onValue(e.currentTarget.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {hydrated ? (
        <ul id={listId} role="listbox" aria-label={t("lte.details.nationality.options")} className="details-city-list" hidden={!shown}>
          {options.map((nationality, i) => (
            <li
              key={nationality}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className="details-city-option"
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(nationality);
              }}
            >
              {nationality}
            </li>
          ))}
        </ul>
      ) : (
        <datalist id={listId}>
          {NATIONALITIES.map((nationality) => (
            <option key={nationality} value={nationality} />
          ))}
        </datalist>
      )}
      <p id={hintId} className="details-hint">
        {t("lte.details.nationality.hint")}
      </p>
      <FieldError id={errorId} errors={field.errors} />
    </div>
  );
}
