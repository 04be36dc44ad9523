import { Form, Link } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";

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
 * A dialog's frame: its heading and what it says (a paragraph; a div when `message` holds blocks of
 * its own), both read out when it opens, then the rest (its fields and buttons).
 */
export function DialogFrame({
  dialogRef,
  title,
  message,
  messageAs: Message = "p",
  className,
  onCancel,
  children,
}: {
  dialogRef: RefObject<HTMLDialogElement>;
  title: string;
  message: ReactNode;
  messageAs?: "p" | "div";
  className?: string;
  onCancel?: () => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <dialog ref={dialogRef} open className={className} aria-labelledby={`${id}-title`} aria-describedby={`${id}-message`} onCancel={onCancel}>
      <h2 id={`${id}-title`} className="dialog-title">
        {title}
      </h2>
      <Message id={`${id}-message`}>{message}</Message>
      {children}
    </dialog>
  );
}

/**
 * A link that opens a dialog: without JavaScript it goes to `to`, a URL that asks the page for the
 * dialog; with JavaScript `onOpen` opens it in place.
 */
export function DialogLink({
  to,
  onOpen,
  className,
  "aria-label": ariaLabel,
  children,
}: {
  to: string;
  onOpen: () => void;
  className?: string;
  "aria-label"?: string;
  children: ReactNode;
}) {
  return (
    <Link
      className={className}
      to={to}
      aria-label={ariaLabel}
      preventScrollReset
      onClick={(e) => {
        e.preventDefault();
        onOpen();
      }}
    >
      {children}
    </Link>
  );
}

/** A dialog's Cancel: without JavaScript a link back (`to`); with it, `onCancel` in place (when given). */
export function CancelLink({ to, onCancel, children }: { to: string; onCancel?: () => void; children: ReactNode }) {
  return (
    <Link
      className="btn btn-outline"
      to={to}
      preventScrollReset
      onClick={(e) => {
        if (!onCancel) return;
        e.preventDefault();
        onCancel();
      }}
    >
      {children}
    </Link>
  );
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
  return (
    <DialogFrame dialogRef={ref} title={title} message={message} messageAs="div" onCancel={onCancel}>
      <Form method="post" action={action} reloadDocument={reloadDocument} className="dialog-actions">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <CancelLink to={cancelTo} onCancel={onCancel}>
          {cancelLabel}
        </CancelLink>
        <button type="submit" className="btn btn-primary">
          {confirmLabel}
        </button>
      </Form>
    </DialogFrame>
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
  if (!open) return null;
  const close = () => {
    ref.current?.close();
    setDismissed(message ?? null);
    onClose?.();
  };
  return (
    <DialogFrame dialogRef={ref} title={title} message={message} className={tone === "error" ? "dialog-error" : undefined} onCancel={close}>
      <form method="dialog" className="dialog-actions" onSubmit={close}>
        <button type="submit" className="btn btn-primary" autoFocus>
          {okLabel}
        </button>
      </form>
    </DialogFrame>
  );
}
