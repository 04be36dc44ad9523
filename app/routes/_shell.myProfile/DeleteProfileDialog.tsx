import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useMemo } from "react";
import { CancelLink, DialogFrame, useModal } from "~/components/dialogs";
import { PasswordInput } from "~/components/inputs";
import { OutcomeDialog } from "~/components/outcome";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/profile";
import { deleteSchemaFor } from "./schema";

/**
 * Confirm deleting the profile; EMAIL and MOBILE users give their password. It posts to
 * /myProfile?delete=1, so a refused password leaves the dialog open. Cancel is a link back without JavaScript.
 */
export function DeleteProfileDialog({
  withPassword,
  lastResult,
  onCancel,
}: {
  withPassword: boolean;
  lastResult: SubmissionResult<string[]> | null;
  onCancel: () => void;
}) {
  const ref = useModal(true);
  const schema = useMemo(() => deleteSchemaFor(withPassword), [withPassword]);
  const { form, fields, outcome } = useSchemaForm(schema, { id: "profile-delete", lastResult });
  return (
    <>
      <DialogFrame dialogRef={ref} title={t("profile.delete.title")} message={t("profile.delete.confirm")} onCancel={onCancel}>
        <Form method="post" action="/myProfile?delete=1" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="delete" />
          {withPassword ? (
            <PasswordInput
              id="delete-password"
              name={fields.password.name}
              label={t("profile.delete.password")}
              autoComplete="current-password"
              errors={fields.password.errors}
              autoFocus
            />
          ) : null}
          <div className="dialog-actions">
            <CancelLink
              to="/myProfile"
              onCancel={() => {
                ref.current?.close();
                onCancel();
              }}
            >
              {t("profile.delete.cancel")}
            </CancelLink>
            <button type="submit" className="btn btn-primary">
              {t("profile.delete.continue")}
            </button>
          </div>
        </Form>
      </DialogFrame>
      <OutcomeDialog outcome={outcome} />
    </>
  );
}
