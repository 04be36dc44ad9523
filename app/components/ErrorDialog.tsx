import { t } from "~/i18n";
import { MessageDialog } from "./dialogs";

/**
 * The shared error dialog: title 'Error', the message, and Ok. Without JavaScript it is an open
 * dialog closed by a native `method="dialog"` form; with JavaScript it is modal with focus kept inside.
 */
export function ErrorDialog({ message, onClose }: { message: string | null | undefined; onClose?: () => void }) {
  return <MessageDialog title={t("error.title")} message={message} okLabel={t("error.ok")} onClose={onClose} tone="error" />;
}
