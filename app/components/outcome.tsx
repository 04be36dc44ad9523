import { t } from "~/i18n";
import { MessageDialog } from "./dialogs";

/** What an action did, told once: 'Success' or 'Error', the message, and Ok. */
export interface Outcome {
  kind: "success" | "error";
  message: string;
  /** Tells one outcome from the next, so the same message shown twice opens the dialog again. */
  id: string;
}

/**
 * The one way the portal shows an outcome. Without JavaScript it is an open dialog closed by a
 * native `method="dialog"` form; with JavaScript it is modal with focus kept inside.
 */
export function OutcomeDialog({ outcome, onClose }: { outcome: Outcome | null | undefined; onClose?: () => void }) {
  if (!outcome) return null;
  return (
    <MessageDialog
      key={outcome.id}
      title={outcome.kind === "error" ? t("error.title") : t("dialog.success")}
      message={outcome.message}
      okLabel={t("error.ok")}
      onClose={onClose}
      tone={outcome.kind === "error" ? "error" : undefined}
    />
  );
}

/** An error message to show at once (a loader's or a step's), in the same dialog. */
export function errorOutcome(message: string | null | undefined, id = "error"): Outcome | null {
  return message ? { kind: "error", message, id: `${id}:${message}` } : null;
}
