import type { FieldMetadata } from "@conform-to/react";
import { t } from "~/i18n/sales-details";
import { Field, selectProps } from "./DetailsFields";
import { TITLES } from "./identity";

/** The customer-details forms' Title (Mr, Mrs, Ms) with its message; `onChange` hears a new title (it clears the NIC). */
export function TitleSelect({ field, onChange }: { field: FieldMetadata<string>; onChange?: (title: string) => void }) {
  return (
    <Field id={field.id} label={t("details.title")} errors={field.errors}>
      <select {...selectProps(field)} className="input" onChange={onChange ? (e) => onChange(e.currentTarget.value) : undefined}>
        <option value="">{t("details.title.choose")}</option>
        {TITLES.map((title) => (
          <option key={title} value={title}>
            {t(`details.title.${title}`)}
          </option>
        ))}
      </select>
    </Field>
  );
}
