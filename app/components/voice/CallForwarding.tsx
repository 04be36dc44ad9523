import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { ConfirmDialog } from "~/components/dialogs";
import { CheckboxField, SubmitButton, TextField } from "~/components/fields";
import { useHydrated } from "~/components/use-hydrated";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/voice";
import { subscribeSchema } from "~/voice/forwarding";

export interface ForwardingActionData {
  result: SubmissionResult<string[]> | null;
  error: string | null;
  success: string | null;
  at: number;
}

const PAGE = "/voice?tab=callForwarding";

/** Subscribed (status Y): the forwarding number locked, and Unsubscribe after a confirm dialog. */
function Subscribed({ line, fwdNo }: { line: string; fwdNo: string }) {
  const [params] = useSearchParams();
  const [asking, setAsking] = useState(params.get("confirm") === "unsubscribe");
  useEffect(() => setAsking(params.get("confirm") === "unsubscribe"), [params]);
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
      <Link
        className="btn btn-outline"
        to={`${PAGE}&confirm=unsubscribe`}
        preventScrollReset
        onClick={(e) => {
          e.preventDefault();
          setAsking(true);
        }}
      >
        {t("voice.cf.unsubscribe")}
      </Link>
      {asking ? (
        <ConfirmDialog
          title={t("voice.cf.confirmTitle")}
          message={<p>{t("voice.cf.confirm", { number: fwdNo })}</p>}
          fields={{ intent: "unsubscribe" }}
          confirmLabel={t("dialog.continue")}
          cancelLabel={t("dialog.cancel")}
          cancelTo={PAGE}
          onCancel={() => setAsking(false)}
          action={PAGE}
        />
      ) : null}
    </div>
  );
}

/** Not subscribed: the number and the terms; with JavaScript Subscribe waits for the terms to be agreed. */
function SubscribeForm({ line, data }: { line: string; data: ForwardingActionData | undefined }) {
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    id: "call-forwarding",
    lastResult: data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithSchema(formData, { schema: subscribeSchema }),
  });
  const [agreed, setAgreed] = useState(fields.agree.initialValue === "on");
  useEffect(() => {
    if (data?.success) setAgreed(false);
  }, [data]);
  return (
    <Form method="post" action={PAGE} {...getFormProps(form)} className="voice-forwarding">
      <p>{t("voice.cf.intro", { line })}</p>
      <TextField
        field={fields.number}
        label={t("voice.cf.number")}
        type="tel"
        inputMode="numeric"
        placeholder={t("voice.cf.numberPlaceholder")}
        autoComplete="off"
      />
      <CheckboxField field={fields.agree} label={t("voice.cf.agree")} onChange={setAgreed} />
      {hydrated && !agreed ? (
        <button type="submit" className="btn btn-primary btn-block" disabled>
          {t("voice.cf.subscribe")}
        </button>
      ) : (
        <SubmitButton pending={t("app.wait")}>{t("voice.cf.subscribe")}</SubmitButton>
      )}
    </Form>
  );
}

export function CallForwarding({
  line,
  forwarding,
  data,
}: {
  line: string;
  forwarding: { subscribed: boolean; fwdNo: string | null };
  data: ForwardingActionData | undefined;
}) {
  return forwarding.subscribed ? (
    <Subscribed line={line} fwdNo={forwarding.fwdNo ?? ""} />
  ) : (
    <SubscribeForm key={data?.success ? data.at : "form"} line={line} data={data} />
  );
}
