import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useId, useRef } from "react";
import { useModal } from "~/components/dialogs";
import { OtpBoxes } from "~/components/OtpBoxes";
import { t } from "~/i18n/sales-details";

/**
 * 'OTP sent to' the contact, six boxes, Resend OTP, Submit ('Verifying' while it checks) and a close
 * icon. `autoSubmit` (the LTE wizard's panel): with JavaScript the code is submitted once its sixth digit is typed.
 */
export function ContactOtpDialog({
  action,
  intents,
  contact,
  lastResult,
  autoSubmit = false,
}: {
  /** The step's URL: the code's buttons post there. */
  action: string;
  /** The intent values of Resend OTP, Submit and the close icon. */
  intents: { resend: string; verify: string; cancel: string };
  contact: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  autoSubmit?: boolean;
}) {
  const ref = useModal(true);
  const submit = useRef<HTMLButtonElement>(null);
  const id = useId();
  const navigation = useNavigation();
  const verifying = navigation.state !== "idle" && navigation.formData?.get("intent") === intents.verify;
  const errors = lastResult?.error?.otp ?? undefined;
  return (
    <dialog ref={ref} open className="details-otp" aria-labelledby={`${id}-title`} aria-describedby={`${id}-sent`}>
      <Form method="post" action={action}>
        <h2 id={`${id}-title`} className="dialog-title">
          {t("details.otp.title")}
        </h2>
        <p id={`${id}-sent`}>{t("details.otp.sentTo", { to: contact })}</p>
        <OtpBoxes
          id={`${id}-code`}
          label={t("details.otp.code")}
          errors={errors ?? undefined}
          onComplete={autoSubmit ? () => submit.current?.form?.requestSubmit(submit.current) : undefined}
        />
        <div className="dialog-actions details-otp-actions">
          <button type="submit" name="intent" value={intents.resend} className="btn-link" formNoValidate>
            {t("details.otp.resend")}
          </button>
          <button ref={submit} type="submit" name="intent" value={intents.verify} className="btn btn-primary" aria-disabled={verifying || undefined}>
            {verifying ? t("details.otp.verifying") : t("details.otp.submit")}
          </button>
        </div>
        <button type="submit" name="intent" value={intents.cancel} className="details-otp-close" aria-label={t("details.otp.close")} formNoValidate>
          <span aria-hidden="true">×</span>
        </button>
      </Form>
    </dialog>
  );
}
