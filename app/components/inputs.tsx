import { SubmissionToken } from "~/forms/submission";
import { useState, type InputHTMLAttributes, type ReactNode } from "react";
import { useNavigation } from "@remix-run/react";
import { t } from "~/i18n";
import { useHydrated } from "./use-hydrated";

/** Plain labelled inputs. conform-driven forms wrap them (fields.tsx); light pages use them directly. */

export function FieldError({ id, errors }: { id: string; errors?: string[] | null }) {
  return (
    <p id={id} className="field-error" aria-live="polite">
      {errors?.[0] ?? ""}
    </p>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  id: string;
  label: string;
  errors?: string[] | null;
};

export function TextInput({ id, label, errors, type = "text", ...rest }: InputProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input {...rest} id={id} type={type} className="input" aria-invalid={errors?.length ? true : undefined} aria-describedby={errorId} />
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}

/**
 * A password input with a show/hide toggle (the toggle needs JavaScript, so it appears with it). `minimumHint`: the
 * placeholder 'Minimum 6 characters', only where that rule applies (sign in, register, a new password).
 */
export function PasswordInput({ id, label, errors, minimumHint = false, ...rest }: Omit<InputProps, "type"> & { minimumHint?: boolean }) {
  const [shown, setShown] = useState(false);
  const hydrated = useHydrated();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="input-group">
        <input
          placeholder={minimumHint ? t("field.password.placeholder") : undefined}
          {...rest}
          id={id}
          type={shown ? "text" : "password"}
          className="input"
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errorId}
        />
        {hydrated ? (
          <button type="button" className="btn-link toggle" aria-pressed={shown} aria-controls={id} onClick={() => setShown((s) => !s)}>
            {shown ? t("password.hide") : t("password.show")}
          </button>
        ) : null}
      </div>
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}

/** Submit button that reads e.g. 'Please wait...' while its form is being submitted. */
export function SubmitButton({ children, pending, disabled, describedBy }: { children: ReactNode; pending: string; disabled?: boolean; describedBy?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <>
      <SubmissionToken />
      <button type="submit" className="btn btn-primary btn-block" aria-disabled={busy || undefined} disabled={disabled} aria-describedby={describedBy}>
        {busy ? (
          <>
            <span className="spinner" aria-hidden="true" />
            {pending}
          </>
        ) : (
          children
        )}
      </button>
    </>
  );
}
