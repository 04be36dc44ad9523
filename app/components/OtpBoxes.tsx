import { useRef } from "react";
import { t } from "~/i18n/auth";
import { FieldError } from "./fields";

/**
 * Six numeric OTP boxes sharing the name `otp` (the server joins them). JavaScript moves focus
 * between boxes and spreads a pasted code over them; without it each box takes one digit.
 * `onComplete` is told once all six boxes hold a digit (e.g. to submit the code at once).
 */
export function OtpBoxes({
  id,
  label,
  errors,
  defaultValue = "",
  onComplete,
}: {
  id: string;
  label: string;
  errors?: string[];
  defaultValue?: string;
  onComplete?: () => void;
}) {
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const errorId = `${id}-error`;
  const focus = (i: number) => refs.current[Math.max(0, Math.min(5, i))]?.focus();

  function fill(from: number, text: string) {
    const digits = text.replace(/\D/g, "").slice(0, 6 - from);
    digits.split("").forEach((d, k) => {
      const box = refs.current[from + k];
      if (box) box.value = d;
    });
    focus(from + digits.length);
  }

  const completed = () => {
    if (onComplete && refs.current.every((box) => box && /^\d$/.test(box.value))) onComplete();
  };

  return (
    <fieldset className="field" style={{ border: 0, padding: 0, margin: "0 0 var(--space-4)" }} aria-describedby={errorId}>
      <legend id={`${id}-legend`} style={{ fontWeight: 600, marginBottom: "var(--space-2)" }}>
        {label}
      </legend>
      <div className="otp">
        {Array.from({ length: 6 }, (_, i) => (
          <input
            key={i}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={i === 0 ? id : `${id}-${i}`}
            name="otp"
            inputMode="numeric"
            autoComplete={i === 0 ? "one-time-code" : "off"}
            pattern="[0-9]"
            maxLength={1}
            defaultValue={defaultValue[i] ?? ""}
            aria-label={t("field.otpDigit", { n: i + 1 })}
            aria-invalid={errors?.length ? true : undefined}
            onInput={(e) => {
              const value = e.currentTarget.value;
              if (value.length > 1) fill(i, value);
              else if (/\d/.test(value)) focus(i + 1);
              else e.currentTarget.value = "";
              completed();
            }}
            onKeyDown={(e) => {
              if (e.key === "Backspace" && !e.currentTarget.value) focus(i - 1);
            }}
            onPaste={(e) => {
              e.preventDefault();
              fill(i, e.clipboardData.getData("text"));
              completed();
            }}
          />
        ))}
      </div>
      <FieldError id={errorId} errors={errors} />
    </fieldset>
  );
}
