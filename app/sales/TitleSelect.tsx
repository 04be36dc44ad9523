import type { FieldMetadata } from "@conform-to/react";
import { FieldError } from "~/components/inputs";
import { t } from "~/i18n/sales-details";
import { Required, selectProps } from "./DetailsFields";
import { TITLES } from "./identity";

/** The customer-details forms' Title (Mr, Mrs, Ms) with its message; `onChange` hears a new title (it clears the NIC). */
export function TitleSelect({ field, onChange }: { field: FieldMetadata<string>; onChange?: (title: string) => void }) {
  return (
    <div className="field">
      <label htmlFor={field.id}>
        {t("details.title")}
        <Required />
      </label>
      <select {...selectProps(field)} className="input" onChange={onChange ? (e) => onChange(e.currentTarget.value) : undefined}>
        <option value="">{t("details.title.choose")}</option>
        {TITLES.map((title) => (
          <option key={title} value={title}>
            {t(`details.title.${title}`)}
          </option>
        ))}
      </select>
      <FieldError id={`${field.id}-error`} errors={field.errors} />
    </div>
  );
}
