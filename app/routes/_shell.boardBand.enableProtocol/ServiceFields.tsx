import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { payTypes } from "~/broadband/pay-types";
import { CheckboxField } from "~/components/fields";
import { FieldError } from "~/components/inputs";
import { t } from "~/i18n/broadband";

/** A required choice as a group of radio buttons, with its message beside it. */
export function RadioChoice({
  field,
  legend,
  options,
  defaultValue,
}: {
  field: FieldMetadata<string>;
  legend: string;
  options: Array<{ value: string; label: ReactNode }>;
  defaultValue?: string;
}) {
  const errorId = `${field.id}-error`;
  const current = field.initialValue ?? defaultValue;
  return (
    <fieldset className="field plain-fieldset" aria-describedby={errorId} aria-invalid={field.errors?.length ? true : undefined}>
      <legend>{legend}</legend>
      <div className="bb-choice-options">
        {options.map((o) => (
          <label key={o.value} className="bb-option">
            <input type="radio" name={field.name} value={o.value} defaultChecked={current === o.value} form={field.formId} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} errors={field.errors} />
    </fieldset>
  );
}

/** The terms checkbox of a purchase ('Please agree' when it is not ticked). */
export function AgreeField({ field, onChange }: { field: FieldMetadata<string>; onChange?: (checked: boolean) => void }) {
  return <CheckboxField field={field} label={t("bb.agreeTerms")} onChange={onChange} />;
}

export const payTypeOptions = payTypes.map((value) => ({ value, label: t(`bb.payType.${value}`) }));
