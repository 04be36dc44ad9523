/**
 * The fields of the online-sales wizards' customer-details forms (the public fibre wizard, the
 * signed-in fibre wizard and the LTE wizard): a labelled input with its message and an optional button
 * or badge beside it, the required mark, read-only facts, Verify buttons and the Verified badge.
 */
import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import type { ChangeEvent, ReactNode } from "react";
import { FieldError } from "~/components/inputs";
import { t } from "~/i18n/sales-details";

export function selectProps(field: FieldMetadata<string>) {
  const { key: _key, ...props } = getSelectProps(field, { ariaAttributes: false });
  return { ...props, "aria-invalid": field.errors?.length ? true : undefined, "aria-describedby": `${field.id}-error` };
}

/** A labelled text input with its message, optionally controlled, with a button or badge beside it. */
export function TextBox({
  field,
  label,
  type = "text",
  disabled,
  readOnly,
  value,
  onValue,
  after,
  hint,
  autoComplete,
  placeholder,
  inputMode,
}: {
  field: FieldMetadata<string>;
  label: string;
  type?: "text" | "email" | "tel" | "date";
  disabled?: boolean;
  readOnly?: boolean;
  value?: string;
  onValue?: (value: string) => void;
  after?: ReactNode;
  hint?: string;
  autoComplete?: string;
  placeholder?: string;
  /** The on-screen keyboard, e.g. "numeric" for a postal code. */
  inputMode?: "numeric" | "text";
}) {
  const { key, defaultValue, ...props } = getInputProps(field, { type, ariaAttributes: false });
  const errorId = `${field.id}-error`;
  const hintId = `${field.id}-hint`;
  const controlled = value !== undefined ? { value, onChange: (e: ChangeEvent<HTMLInputElement>) => onValue?.(e.currentTarget.value) } : { defaultValue };
  const input = (
    <input
      key={value !== undefined ? undefined : key}
      {...props}
      {...controlled}
      type={type}
      className="input"
      disabled={disabled}
      readOnly={readOnly}
      autoComplete={autoComplete}
      placeholder={placeholder}
      inputMode={inputMode}
      aria-invalid={field.errors?.length ? true : undefined}
      aria-describedby={hint ? `${errorId} ${hintId}` : errorId}
    />
  );
  return (
    <div className="field">
      <label htmlFor={field.id}>
        {label}
        <Required />
      </label>
      {after ? (
        <div className="details-inline">
          {input}
          {after}
        </div>
      ) : (
        input
      )}
      {hint ? (
        <p id={hintId} className="details-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} errors={field.errors} />
    </div>
  );
}

/** The required mark: seen, not read out (every field of the step is required, as the note above them says). */
export function Required() {
  return <span aria-hidden="true"> *</span>;
}

export function ReadOnlyBox({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="input" value={value} readOnly />
    </div>
  );
}

export function VerifyButton({ intent, label, disabled }: { intent: string; label: string; disabled?: boolean }) {
  return (
    <button type="submit" name="intent" value={intent} className="btn btn-outline details-verify" aria-label={label} disabled={disabled}>
      {t("details.verify")}
    </button>
  );
}

export function Verified() {
  return <span className="details-verified">{t("details.verified")}</span>;
}
