import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { ConfirmDialog, DialogLink } from "~/components/dialogs";
import { CheckboxField, PhoneField, SubmitButton } from "~/components/fields";
import { OutcomeDialog } from "~/components/outcome";
import { useHydrated } from "~/components/use-hydrated";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/voice";
import { subscribeSchema } from "./schema";
import { useResetState } from "~/components/use-reset-state";

/** The Call Forwarding tab: where its forms post and its outcomes return. */
export const FORWARDING_PAGE = "/voice?tab=callForwarding";

/** Subscribed (status Y): the forwarding number locked, and Unsubscribe after a confirm dialog. */
function Subscribed({ line, fwdNo }: { line: string; fwdNo: string }) {
  const [params] = useSearchParams();
  const [asking, setAsking] = useResetState(params.get("confirm") === "unsubscribe", params);
  return (
    <div className="voice-forwarding">
      <div className="field">
        <label htmlFor="forwarding-number">{t("voice.cf.number")}</label>
        <div className="input-group voice-locked">
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M12 2a5 5 0 0 0-5 5v3H5v12h14V10h-2V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 0 1 6 0v3H9Z" />
          </svg>
          <input id="forwarding-number" className="input" value={fwdNo} readOnly aria-describedby="forwarding-active" />
        </div>
        <p id="forwarding-active" className="voice-hint">
          {t("voice.cf.activeTo", { line })}
        </p>
      </div>
      <DialogLink className="btn btn-outline" to={`${FORWARDING_PAGE}&confirm=unsubscribe`} onOpen={() => setAsking(true)}>
        {t("voice.cf.unsubscribe")}
      </DialogLink>
      {asking ? (
        <ConfirmDialog
          title={t("voice.cf.confirmTitle")}
          message={<p>{t("voice.cf.confirm", { number: fwdNo })}</p>}
          fields={{ intent: "unsubscribe", mobileNo: fwdNo }}
          confirmLabel={t("dialog.continue")}
          cancelLabel={t("dialog.cancel")}
          cancelTo={FORWARDING_PAGE}
          onCancel={() => setAsking(false)}
          action={FORWARDING_PAGE}
        />
      ) : null}
    </div>
  );
}

/** Not subscribed: the number and the terms; with JavaScript Subscribe waits for the terms to be agreed. */
function SubscribeForm({ line, lastResult }: { line: string; lastResult: SubmissionResult<string[]> | null | undefined }) {
  const hydrated = useHydrated();
  const { form, fields, outcome } = useSchemaForm(subscribeSchema, { id: "call-forwarding", lastResult });
  const [agreed, setAgreed] = useState(fields.agree.initialValue === "on");
  return (
    <>
      <Form method="post" action={FORWARDING_PAGE} {...getFormProps(form)} className="voice-forwarding">
        <p>{t("voice.cf.intro", { line })}</p>
        <PhoneField field={fields.number} label={t("voice.cf.number")} placeholder={t("voice.cf.numberPlaceholder")} autoComplete="off" />
        <CheckboxField field={fields.agree} label={t("voice.cf.agree")} onChange={setAgreed} />
        {hydrated && !agreed ? (
          <button type="submit" className="btn btn-primary btn-block" disabled>
            {t("voice.cf.subscribe")}
          </button>
        ) : (
          <SubmitButton pending={t("app.wait")}>{t("voice.cf.subscribe")}</SubmitButton>
        )}
      </Form>
      <OutcomeDialog outcome={outcome} />
    </>
  );
}

export function CallForwarding({
  line,
  forwarding,
  lastResult,
}: {
  line: string;
  forwarding: { subscribed: boolean; fwdNo: string | null };
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  return forwarding.subscribed ? <Subscribed line={line} fwdNo={forwarding.fwdNo ?? ""} /> : <SubscribeForm line={line} lastResult={lastResult} />;
}
