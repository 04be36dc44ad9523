/**
 * The fields of the online-sales wizards' customer-details forms (the public fibre wizard, the
 * signed-in fibre wizard and the LTE wizard): a labelled input with its message and an optional button
 * or badge beside it, the required mark, read-only facts, Verify buttons and the Verified badge, and
 * what their forms do alike: Enter means the step's own button, and the button last pressed keeps its
 * checks running while the customer corrects the form.
 */
import { getFormProps, getInputProps, getSelectProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useState, type ChangeEvent, type MouseEvent, type ReactNode } from "react";
import { FieldError } from "~/components/inputs";
import { useAdoptChecked, useAdoptValue } from "~/forms/early-input";
import { t as tw } from "~/i18n/sales-wizard";
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
  optional,
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
  /** Not required: no required mark. */
  optional?: boolean;
}) {
  const { key, defaultValue, ...props } = getInputProps(field, { type, ariaAttributes: false });
  const errorId = `${field.id}-error`;
  const hintId = `${field.id}-hint`;
  const ref = useAdoptValue(value, onValue);
  const controlled = value !== undefined ? { value, onChange: (e: ChangeEvent<HTMLInputElement>) => onValue?.(e.currentTarget.value) } : { defaultValue };
  const input = (
    <input
      ref={ref}
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
    <Field id={field.id} label={label} errors={field.errors} hint={hint} optional={optional}>
      {after ? (
        <div className="details-inline">
          {input}
          {after}
        </div>
      ) : (
        input
      )}
    </Field>
  );
}

/** A field of the form: its label with the required mark (unless optional), the control, an optional hint (`${id}-hint`) and its message (`${id}-error`). */
export function Field({
  id,
  label,
  errors,
  hint,
  className = "field",
  optional = false,
  children,
}: {
  id: string;
  label: ReactNode;
  errors?: string[];
  hint?: string;
  className?: string;
  optional?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id}>
        {label}
        {optional ? null : <Required />}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="details-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} errors={errors} />
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

/**
 * The button last pressed (its intent), for the form's `onClick`: posted as `checked`, so the
 * browser's schema keeps applying that button's checks while the customer corrects the fields.
 */
function usePressedIntent() {
  const [intent, setIntent] = useState("");
  const onClick = (e: MouseEvent<HTMLFormElement>) => {
    const button = (e.target as HTMLElement).closest("button[name=intent]");
    if (button instanceof HTMLButtonElement) setIntent(button.value);
  };
  return { onClick, intent };
}

/**
 * A customer-details form, posting to its step (`action`). It starts alike in every wizard: Enter in a
 * field means the step's own button (`intent`), not the first Verify button; what the browser holds
 * verified travels in hidden inputs (the browser's schema reads them, the server never does), with
 * the button last pressed (`checked`); then the note on required fields.
 */
export function CustomerDetailsForm<S extends Record<string, unknown>>({
  action,
  form,
  intent,
  disabled,
  verified,
  children,
}: {
  action: string;
  form: FormMetadata<S, string[]>;
  intent: string;
  disabled?: boolean;
  verified: Record<string, boolean>;
  children: ReactNode;
}) {
  const pressed = usePressedIntent();
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="details-form" onClick={pressed.onClick}>
      <DefaultSubmit intent={intent} disabled={disabled} />
      {Object.entries(verified).map(([name, flag]) => (
        <input key={name} type="hidden" name={name} value={String(flag)} />
      ))}
      <input type="hidden" name="checked" value={pressed.intent} />
      <p className="details-required">{t("details.required")}</p>
      {children}
    </Form>
  );
}

/** Enter in a field means the step's own button (`intent`), not the first button before it. */
export function DefaultSubmit({ intent, label = tw("sw.next"), disabled }: { intent: string; label?: string; disabled?: boolean }) {
  return (
    <button type="submit" name="intent" value={intent} className="visually-hidden" tabIndex={-1} aria-hidden="true" disabled={disabled}>
      {label}
    </button>
  );
}

/**
 * A checkbox with its label, what follows the label (a link, a button) and its message; the box is
 * named by both (e.g. 'I agree to the' and 'Terms and Conditions'). Posts "on" when ticked.
 */
export function CheckBox({
  field,
  label,
  checked,
  onChange,
  after,
  errors = field.errors,
}: {
  field: FieldMetadata<string>;
  label: ReactNode;
  checked: boolean;
  onChange: (ticked: boolean) => void;
  after?: ReactNode;
  errors?: string[];
}) {
  const labelId = `${field.id}-label`;
  const afterId = `${field.id}-after`;
  const ref = useAdoptChecked(checked, onChange);
  return (
    <div className="field">
      <div className="sw-agree">
        <label className="check" id={labelId}>
          <input
            ref={ref}
            type="checkbox"
            id={field.id}
            name={field.name}
            value="on"
            checked={checked}
            onChange={(e) => onChange(e.currentTarget.checked)}
            aria-invalid={errors?.length ? true : undefined}
            aria-describedby={`${field.id}-error`}
            aria-labelledby={after ? `${labelId} ${afterId}` : undefined}
          />
          {label}
        </label>
        {after ? <span id={afterId}>{after}</span> : null}
      </div>
      <FieldError id={`${field.id}-error`} errors={errors} />
    </div>
  );
}
