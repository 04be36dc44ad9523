import { Form, Link } from "@remix-run/react";
import { useId } from "react";
import { t } from "~/i18n/profile";
import { useModal } from "../dialogs";
import { PasswordInput } from "../inputs";

/** Confirm deleting the profile; EMAIL and MOBILE users give their password. Cancel is a link back without JavaScript. */
export function DeleteProfileDialog({ withPassword, passwordError, onCancel }: { withPassword: boolean; passwordError: string | null; onCancel: () => void }) {
  const ref = useModal(true);
  const id = useId();
  return (
    <dialog ref={ref} open aria-labelledby={`${id}-title`} aria-describedby={`${id}-message`} onCancel={onCancel}>
      <h2 id={`${id}-title`} className="dialog-title">
        {t("profile.delete.title")}
      </h2>
      <p id={`${id}-message`}>{t("profile.delete.confirm")}</p>
      <Form method="post" action="/myProfile?delete=1">
        <input type="hidden" name="intent" value="delete" />
        {withPassword ? (
          <PasswordInput
            id="delete-password"
            name="password"
            label={t("profile.delete.password")}
            autoComplete="current-password"
            errors={passwordError ? [passwordError] : undefined}
            autoFocus
          />
        ) : null}
        <div className="dialog-actions">
          <Link
            className="btn btn-outline"
            to="/myProfile"
            preventScrollReset
            onClick={(e) => {
              e.preventDefault();
              ref.current?.close();
              onCancel();
            }}
          >
            {t("profile.delete.cancel")}
          </Link>
          <button type="submit" className="btn btn-primary">
            {t("profile.delete.continue")}
          </button>
        </div>
      </Form>
    </dialog>
  );
}
