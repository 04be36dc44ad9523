import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { addAccountSchemaFor } from "~/accounts/add-account";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/shell";
import { ErrorDialog } from "../ErrorDialog";
import { PasswordField, SubmitButton, TextField } from "../fields";

export type AddAccountMethod = "telephone" | "broadband";

export interface AddAccountActionData {
  method: AddAccountMethod;
  result: SubmissionResult<string[]> | null;
  error: string | null;
}

/**
 * The add-account forms: by telephone (postpaid with account number, or prepaid) or by broadband
 * id. On the /addAccount page they post normally; in the dialog they post with a fetcher.
 */
export function AddAccountForm({
  initialMethod,
  actionData,
  inDialog = false,
  onCancel,
}: {
  initialMethod: AddAccountMethod;
  actionData?: AddAccountActionData | null;
  inDialog?: boolean;
  onCancel?: () => void;
}) {
  const fetcher = useFetcher<AddAccountActionData>();
  const data = inDialog ? fetcher.data : actionData;
  const [method, setMethod] = useState<AddAccountMethod>(data?.method ?? initialMethod);
  const [typeChoice, setType] = useState<"postpaid" | "prepaid" | null>(null);
  const [form, fields] = useForm({
    id: `add-account-${method}${inDialog ? "-dialog" : ""}`,
    lastResult: data?.method === method ? data.result : null,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithSchema(formData, { schema: addAccountSchemaFor(formData.get("method")) }),
  });
  const FormTag = inDialog ? fetcher.Form : Form;
  const typeValue = typeChoice ?? (fields.type.initialValue === "prepaid" ? "prepaid" : "postpaid");

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
      <FormTag method="post" action="/addAccount" {...getFormProps(form)}>
        <input type="hidden" name="method" value={method} />
        {method === "telephone" ? (
          <>
            <fieldset className="field radio-row">
              <legend>{t("addAccount.type")}</legend>
              {(["postpaid", "prepaid"] as const).map((value) => (
                <label key={value} className="check">
                  <input
                    type="radio"
                    name={fields.type.name}
                    value={value}
                    defaultChecked={(fields.type.initialValue ?? "postpaid") === value}
                    onChange={() => setType(value)}
                  />
                  {value === "postpaid" ? t("addAccount.postpaid") : t("addAccount.prepaid")}
                </label>
              ))}
            </fieldset>
            <TextField
              field={fields.telephone}
              label={t("addAccount.telephone")}
              placeholder={t("addAccount.telephone.placeholder")}
              inputMode="numeric"
              autoComplete="off"
            />
            {typeValue === "postpaid" ? (
              <TextField
                field={fields.accountNo}
                label={t("addAccount.accountNo")}
                placeholder={t("addAccount.accountNo.placeholder")}
                inputMode="numeric"
                autoComplete="off"
              />
            ) : null}
            <TextField field={fields.nic} label={t("addAccount.nic")} autoComplete="off" />
          </>
        ) : (
          <>
            <TextField field={fields.broadbandId} label={t("addAccount.broadbandId")} autoComplete="off" />
            <PasswordField field={fields.broadbandPassword} label={t("addAccount.broadbandPassword")} autoComplete="off" />
          </>
        )}
        <div className="dialog-actions">
          {onCancel ? (
            <button type="button" className="btn btn-outline" onClick={onCancel}>
              {t("addAccount.cancel")}
            </button>
          ) : null}
          <SubmitButton pending={t("app.wait")}>{t("addAccount.submit")}</SubmitButton>
        </div>
      </FormTag>
      <ErrorDialog message={data?.error} />
    </div>
  );
}
