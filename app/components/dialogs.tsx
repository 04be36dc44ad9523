import { Form, Link } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";

/** Open a <dialog> as modal once JavaScript runs; without it, it stays an open (non-modal) dialog. */
export function useModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (!dialog.matches(":modal")) {
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
  }, [open]);
  return ref;
}

/**
 * A confirm dialog for a purchase or a change: its Continue button posts `fields` to the route's
 * action. Without JavaScript the page shows it when the URL asks (?confirm=...), and Cancel is a link back.
 */
export function ConfirmDialog({
  title,
  message,
  fields,
  confirmLabel,
  cancelLabel,
  cancelTo,
  onCancel,
  action,
  reloadDocument,
}: {
  title: string;
  message: ReactNode;
  fields: Record<string, string>;
  confirmLabel: string;
  cancelLabel: string;
  /** Where Cancel leads without JavaScript (the page without ?confirm). */
  cancelTo: string;
  onCancel?: () => void;
  action?: string;
  /** Posting leaves the portal (a hosted payment page): post as a document. */
  reloadDocument?: boolean;
}) {
  const ref = useModal(true);
  const id = useId();
  return (
    <dialog ref={ref} open aria-labelledby={`${id}-title`} aria-describedby={`${id}-message`} onCancel={onCancel}>
      <h2 id={`${id}-title`} className="dialog-title">
        {title}
      </h2>
      <div id={`${id}-message`}>{message}</div>
      <Form method="post" action={action} reloadDocument={reloadDocument} className="dialog-actions">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Link
          className="btn btn-outline"
          to={cancelTo}
          preventScrollReset
          onClick={(e) => {
            if (!onCancel) return;
            e.preventDefault();
            onCancel();
          }}
        >
          {cancelLabel}
        </Link>
        <button type="submit" className="btn btn-primary">
          {confirmLabel}
        </button>
      </Form>
    </dialog>
  );
}

/** A result dialog (e.g. 'Successfully Add 5GB Extra GB') with its title and an Ok button. */
export function MessageDialog({
  title,
  message,
  okLabel,
  onClose,
  tone,
}: {
  title: string;
  message: string | null | undefined;
  okLabel: string;
  onClose?: () => void;
  tone?: "error";
}) {
  const [dismissed, setDismissed] = useState<string | null>(null);
  const open = Boolean(message) && dismissed !== message;
  const ref = useModal(open);
  const id = useId();
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
      className={tone === "error" ? "dialog-error" : undefined}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={close}
    >
      <h2 id={`${id}-title`} className="dialog-title">
        {title}
      </h2>
      <p id={`${id}-text`}>{message}</p>
      <form method="dialog" className="dialog-actions" onSubmit={close}>
        <button type="submit" className="btn btn-primary" autoFocus>
          {okLabel}
        </button>
      </form>
    </dialog>
  );
}
