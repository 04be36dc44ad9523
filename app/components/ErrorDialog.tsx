import { useEffect, useRef, useState } from "react";
import { t } from "~/i18n";

/**
 * The shared error dialog: title 'Error', the message, and Ok. Without JavaScript it is an open
 * dialog closed by a native `method="dialog"` form; with JavaScript it is modal with focus kept inside.
 */
export function ErrorDialog({ message, onClose }: { message: string | null | undefined; onClose?: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const open = Boolean(message) && dismissed !== message;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (dialog.open) dialog.close();
    dialog.showModal();
  }, [open, message]);

  if (!open) return null;
  const close = () => {
    ref.current?.close();
    setDismissed(message ?? null);
    onClose?.();
  };
  return (
    <dialog
      ref={ref}
      open
      className="dialog-error"
      aria-labelledby="error-dialog-title"
      aria-describedby="error-dialog-message"
      onCancel={close}
    >
      <h2 id="error-dialog-title" className="dialog-title">
        {t("error.title")}
      </h2>
      <p id="error-dialog-message">{message}</p>
      <form method="dialog" className="dialog-actions" onSubmit={close}>
        <button type="submit" className="btn btn-primary" autoFocus>
          {t("error.ok")}
        </button>
      </form>
    </dialog>
  );
}
