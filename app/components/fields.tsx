import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { PasswordInput, TextInput } from "./inputs";

export { FieldError, SubmitButton } from "./inputs";

/** conform adapters over the plain inputs. */

type TextFieldProps = {
  field: FieldMetadata<string>;
  label: string;
  type?: "text" | "email" | "tel";
  placeholder?: string;
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
};

export function TextField({ field, label, type = "text", ...rest }: TextFieldProps) {
  const { id: _id, ...props } = getInputProps(field, { type, ariaAttributes: false });
  return <TextInput {...props} {...rest} id={field.id} label={label} errors={field.errors} />;
}

export function PasswordField({ field, label, autoComplete }: { field: FieldMetadata<string>; label: string; autoComplete: string }) {
  const { id: _id, type: _type, ...props } = getInputProps(field, { type: "password", ariaAttributes: false });
  return <PasswordInput {...props} id={field.id} label={label} errors={field.errors} autoComplete={autoComplete} />;
}
