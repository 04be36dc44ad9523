import { useEffect, useRef } from "react";
import { t } from "~/i18n/shell";
import { AddAccountForm } from "~/accounts/AddAccountForm";

/** The add-account modal of the layout. Loaded on demand: most visits never open it. */
export default function AddAccountDialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  return (
    <dialog ref={ref} aria-labelledby="add-account-title" onCancel={onClose} className="add-account-dialog">
      <h2 id="add-account-title" className="dialog-title">
        {t("addAccount.title")}
      </h2>
      <AddAccountForm initialMethod="telephone" inDialog onCancel={onClose} />
    </dialog>
  );
}
