import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useMemo, type FormEvent } from "react";
import { DialogFrame, useModal } from "~/components/dialogs";
import { FieldError, PhoneField, SubmitButton, TextField } from "~/components/fields";
import { OutcomeDialog } from "~/components/outcome";
import { parseWithSchema } from "~/forms/parse";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/new-service";
import { connectionRequestSchema, requestSummary, SERVICES, type RequestStatus, type RequestType, type ServiceId } from "./request";
import { useResetState } from "~/components/use-reset-state";

/**
 * What the action answered: the submission (field errors, or the operator's refusal as the form's
 * error), and for a valid form sent without JavaScript the confirm step's question, saying what is
 * asked for.
 */
export type RequestAnswer = SubmissionResult<string[]> & { confirm?: string };

const FORM_ID = "connection-request";

/**
 * The confirm dialog. Its Yes button submits the request form (form attribute) with
 * intent=submit, so the typed values travel with it; No closes it (a native dialog form, which
 * also works without JavaScript) and leaves the form as it was.
 */
function ConfirmRequest({ formId, summary, onClose }: { formId: string; summary: string; onClose: () => void }) {
  const ref = useModal(true);
  const busy = useNavigation().state === "submitting";
  return (
    <DialogFrame dialogRef={ref} title={t("ns.confirm")} message={summary} onCancel={onClose}>
      <div className="dialog-actions">
        <form method="dialog" onSubmit={onClose}>
          <button type="submit" className="btn btn-outline">
            {t("ns.confirm.no")}
          </button>
        </form>
        <button type="submit" form={formId} name="intent" value="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          {busy ? t("app.wait") : t("ns.confirm.yes")}
        </button>
      </div>
    </DialogFrame>
  );
}

function asList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : [];
}

/**
 * First name, last name, NIC (new connections only), mobile and the services. Services the
 * account holds already are shown ticked and disabled (they are not sent); the type of an upgrade
 * (Broadband, PEO TV) starts ticked.
 */
export function RequestForm({
  status,
  type,
  held,
  lastResult,
}: {
  status: RequestStatus;
  type: RequestType;
  held: ServiceId[];
  lastResult: RequestAnswer | undefined;
}) {
  const schema = useMemo(() => connectionRequestSchema(status, held), [status, held]);
  const preticked = SERVICES.filter((s) => !held.includes(s) && ((type === "Broadband" && s === "broadband") || (type === "PEO TV" && s === "peoTv")));
  const [asking, setAsking] = useResetState<string | null>(lastResult?.confirm ?? null, lastResult);
  const { form, fields, outcome } = useSchemaForm(schema, { id: FORM_ID, keep: "connection-request", lastResult, defaultValue: { services: preticked } });
  const formProps = getFormProps(form);
  // With JavaScript the confirm step is a dialog on this page: a valid form asks before it is sent
  // (its Yes submits with intent=submit). Without JavaScript the action asks.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(event);
    const formData = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    if (event.defaultPrevented || formData.get("intent") === "submit") return;
    const submission = parseWithSchema(formData, { schema });
    if (submission.status !== "success") return;
    event.preventDefault();
    setAsking(requestSummary(status, type, submission.value.services));
  };
  const chosen = asList(fields.services.initialValue);
  const servicesError = `${fields.services.id}-error`;

  return (
    <>
      <Form method="post" {...formProps} onSubmit={onSubmit} className="ns-form">
        <p>{t("ns.intro")}</p>
        <TextField field={fields.firstName} label={t("ns.firstName")} autoComplete="given-name" />
        <TextField field={fields.lastName} label={t("ns.lastName")} autoComplete="family-name" />
        {status === "new" ? <TextField field={fields.nic} label={t("ns.nic")} autoComplete="off" /> : null}
        <PhoneField field={fields.mobile} label={t("ns.mobile")} placeholder={t("ns.mobile.placeholder")} />
        <fieldset className="plain-fieldset ns-services" aria-describedby={servicesError}>
          <legend>{t("ns.services")}</legend>
          {SERVICES.map((s) =>
            held.includes(s) ? (
              <label key={s} className="check">
                <input type="checkbox" defaultChecked disabled aria-describedby={`${FORM_ID}-${s}-held`} />
                {t(`ns.service.${s}`)}
                <span id={`${FORM_ID}-${s}-held`} className="muted">
                  {t("ns.service.held")}
                </span>
              </label>
            ) : (
              <label key={`${fields.services.key}-${s}`} className="check">
                <input type="checkbox" name={fields.services.name} value={s} defaultChecked={chosen.includes(s)} />
                {t(`ns.service.${s}`)}
              </label>
            ),
          )}
          <FieldError id={servicesError} errors={fields.services.errors} />
        </fieldset>
        <SubmitButton pending={t("app.wait")}>{t("ns.submit")}</SubmitButton>
      </Form>
      {asking ? <ConfirmRequest formId={form.id} summary={asking} onClose={() => setAsking(null)} /> : null}
      <OutcomeDialog outcome={outcome} />
    </>
  );
}
