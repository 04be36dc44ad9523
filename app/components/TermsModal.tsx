import type { ReactNode } from "react";
import { useModal } from "./dialogs";

interface Props {
  open: boolean;
  /** id of the dialog's heading. */
  titleId: string;
  title: string;
  acceptLabel: string;
  closeLabel: string;
  onAccept: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** What a page passes to its terms dialog. */
export type TermsDialogProps = Pick<Props, "open" | "onAccept" | "onClose">;

/** The numbered clauses of a set of terms. */
export function TermsClauses({ clauses }: { clauses: string[] }) {
  return (
    <ol className="terms-list">
      {clauses.map((clause) => (
        <li key={clause}>{clause}</li>
      ))}
    </ol>
  );
}

/**
 * Terms and conditions with Accept and Close, placed inside the form they belong to. Without
 * JavaScript its buttons submit that form (intent accept-terms / close-terms, so nothing typed is
 * lost and the action answers with the terms accepted or closed); with JavaScript it is modal and
 * its buttons act in place.
 */
export function TermsModal({ open, titleId, title, acceptLabel, closeLabel, onAccept, onClose, children }: Props) {
  const ref = useModal(open);
  if (!open) return null;
  const button = (intent: "close-terms" | "accept-terms", label: string, act: () => void) => (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={intent === "accept-terms" ? "btn btn-primary" : "btn btn-outline"}
      formNoValidate
      onClick={(e) => {
        e.preventDefault();
        ref.current?.close();
        act();
      }}
    >
      {label}
    </button>
  );
  return (
    <dialog ref={ref} open aria-labelledby={titleId} onCancel={onClose}>
      <h2 id={titleId} className="dialog-title">
        {title}
      </h2>
      {children}
      <div className="dialog-actions">
        {button("close-terms", closeLabel, onClose)}
        {button("accept-terms", acceptLabel, onAccept)}
      </div>
    </dialog>
  );
}
