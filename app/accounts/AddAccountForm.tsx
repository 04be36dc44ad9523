import { getFormProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useFetcher } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { addAccountMethod, broadbandAccountSchema, telephoneAccountSchema, type AddAccountMethod } from "~/accounts/add-account";
import { PasswordField, SubmitButton, TextField } from "~/components/fields";
import { OutcomeDialog } from "~/components/outcome";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/shell";

type Answer = SubmissionResult<string[]>;
type FormTag = typeof Form;

/**
 * The add-account forms: by telephone (postpaid with account number, or prepaid) or by broadband
 * id. On the /addAccount page they post normally; in the layout's dialog they post with a fetcher,
 * so the page behind stays. A refusal keeps what was typed and shows in the outcome dialog; a
 * success leaves for the broadband summary, which tells it.
 */
export function AddAccountForm({
  initialMethod,
  lastResult,
  inDialog = false,
  onCancel,
}: {
  initialMethod: AddAccountMethod;
  lastResult?: Answer | null;
  inDialog?: boolean;
  onCancel?: () => void;
}) {
  const fetcher = useFetcher<Answer>();
  const answer = inDialog ? fetcher.data : lastResult;
  // The answer belongs to the form that was sent: its hidden `method` comes back with it.
  const answered = answer ? addAccountMethod(answer.initialValue?.method) : null;
  const [method, setMethod] = useState<AddAccountMethod>(answered ?? initialMethod);
  const props = {
    FormTag: inDialog ? fetcher.Form : Form,
    idSuffix: inDialog ? "-dialog" : "",
    lastResult: answered === method ? answer : null,
    actions: <FormActions onCancel={onCancel} />,
  };

  return (
    <div className="add-account">
      <div className="segmented" role="group" aria-label={t("addAccount.method")}>
        {(["telephone", "broadband"] as const).map((m) => (
          <Link
            key={m}
            to={`/addAccount?method=${m}`}
            aria-current={method === m ? "true" : undefined}
            onClick={(e) => {
              e.preventDefault();
              setMethod(m);
            }}
          >
            {m === "telephone" ? t("addAccount.byTelephone") : t("addAccount.byBroadband")}
          </Link>
        ))}
      </div>
      {method === "telephone" ? <TelephoneAccountForm {...props} /> : <BroadbandAccountForm {...props} />}
    </div>
  );
}

interface FormProps {
  FormTag: FormTag;
  idSuffix: string;
  lastResult: Answer | null | undefined;
  actions: ReactNode;
}

/** A number as it stands on the bill (telephone, account number): the numeric keypad, its example, no autofill. */
function NumberField({ field, name }: { field: FieldMetadata<string>; name: "telephone" | "accountNo" }) {
  return <TextField field={field} label={t(`addAccount.${name}`)} placeholder={t(`addAccount.${name}.placeholder`)} inputMode="numeric" autoComplete="off" />;
}

/** By telephone: the account number is asked of postpaid lines only. */
function TelephoneAccountForm({ FormTag, idSuffix, lastResult, actions }: FormProps) {
  const { form, fields, outcome } = useSchemaForm(telephoneAccountSchema, { id: `add-account-telephone${idSuffix}`, lastResult });
  const [typeChoice, setType] = useState<"postpaid" | "prepaid" | null>(null);
  const initialType = fields.type.initialValue === "prepaid" ? "prepaid" : "postpaid";
  const type = typeChoice ?? initialType;
  return (
    <>
      <FormTag method="post" action="/addAccount" {...getFormProps(form)}>
        <input type="hidden" name="method" value="telephone" />
        <fieldset className="field radio-row">
          <legend>{t("addAccount.type")}</legend>
          {(["postpaid", "prepaid"] as const).map((value) => (
            <label key={value} className="check">
              <input type="radio" name={fields.type.name} value={value} defaultChecked={initialType === value} onChange={() => setType(value)} />
              {value === "postpaid" ? t("addAccount.postpaid") : t("addAccount.prepaid")}
            </label>
          ))}
        </fieldset>
        <NumberField field={fields.telephone} name="telephone" />
        {type === "postpaid" ? <NumberField field={fields.accountNo} name="accountNo" /> : null}
        <TextField field={fields.nic} label={t("addAccount.nic")} autoComplete="off" />
        {actions}
      </FormTag>
      <OutcomeDialog outcome={outcome} />
    </>
  );
}

/** By broadband id and its password. */
function BroadbandAccountForm({ FormTag, idSuffix, lastResult, actions }: FormProps) {
  const { form, fields, outcome } = useSchemaForm(broadbandAccountSchema, { id: `add-account-broadband${idSuffix}`, lastResult });
  return (
    <>
      <FormTag method="post" action="/addAccount" {...getFormProps(form)}>
        <input type="hidden" name="method" value="broadband" />
        <TextField field={fields.broadbandId} label={t("addAccount.broadbandId")} autoComplete="off" />
        <PasswordField field={fields.broadbandPassword} label={t("addAccount.broadbandPassword")} autoComplete="off" />
        {actions}
      </FormTag>
      <OutcomeDialog outcome={outcome} />
    </>
  );
}

function FormActions({ onCancel }: { onCancel?: () => void }) {
  return (
    <div className="dialog-actions">
      {onCancel ? (
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {t("addAccount.cancel")}
        </button>
      ) : null}
      <SubmitButton pending={t("app.wait")}>{t("addAccount.submit")}</SubmitButton>
    </div>
  );
}
