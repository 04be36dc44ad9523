import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { FormEventHandler, ReactNode } from "react";
import { useAdoptChecked } from "~/forms/early-input";
import { FieldError, PasswordInput, TextInput } from "./inputs";

export { FieldError, SubmitButton } from "./inputs";

/** conform adapters over the plain inputs. */

type TextFieldProps = {
  field: FieldMetadata<string>;
  label: string;
  type?: "text" | "email" | "tel";
  placeholder?: string;
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
  onInput?: FormEventHandler<HTMLInputElement>;
};

export function TextField({ field, label, type = "text", ...rest }: TextFieldProps) {
  const { id: _id, ...props } = getInputProps(field, { type, ariaAttributes: false });
  return <TextInput {...props} {...rest} id={field.id} label={label} errors={field.errors} />;
}

/** A phone number field: the telephone keypad, digits only; the browser fills the national form unless told otherwise. */
export function PhoneField({ autoComplete = "tel-national", ...props }: Omit<TextFieldProps, "type" | "inputMode">) {
  return <TextField {...props} type="tel" inputMode="numeric" autoComplete={autoComplete} />;
}

export function PasswordField({
  field,
  label,
  autoComplete,
  minimumHint,
}: {
  field: FieldMetadata<string>;
  label: string;
  autoComplete: string;
  minimumHint?: boolean;
}) {
  const { id: _id, type: _type, ...props } = getInputProps(field, { type: "password", ariaAttributes: false });
  return <PasswordInput {...props} id={field.id} label={label} errors={field.errors} autoComplete={autoComplete} minimumHint={minimumHint} />;
}

/** A checkbox (value "on") with its label and its message, such as agreeing to terms. */
export function CheckboxField({ field, label, onChange }: { field: FieldMetadata<string>; label: ReactNode; onChange?: (checked: boolean) => void }) {
  const errorId = `${field.id}-error`;
  const ref = useAdoptChecked(field.initialValue === "on", onChange);
  return (
    <div className="field">
      <label className="check">
        <input
          ref={ref}
          type="checkbox"
          id={field.id}
          name={field.name}
          form={field.formId}
          key={field.key}
          defaultChecked={field.initialValue === "on"}
          aria-invalid={field.errors?.length ? true : undefined}
          aria-describedby={errorId}
          onChange={onChange ? (e) => onChange(e.currentTarget.checked) : undefined}
        />
        {label}
      </label>
      <FieldError id={errorId} errors={field.errors} />
    </div>
  );
}
