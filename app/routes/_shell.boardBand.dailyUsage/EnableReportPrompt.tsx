import { Link } from "@remix-run/react";
import { CancelLink, DialogFrame, useModal } from "~/components/dialogs";
import { t } from "~/i18n/broadband";

/** 'View' without the detail report: the prompt to enable it. Without JavaScript Close is a link back. */
export function EnableReportPrompt({ closeTo, onClose }: { closeTo: string; onClose?: () => void }) {
  const ref = useModal(true);
  const close = onClose
    ? () => {
        ref.current?.close();
        onClose();
      }
    : undefined;
  return (
    <DialogFrame dialogRef={ref} title={t("bb.daily.enableTitle")} message={t("bb.daily.enablePrompt")} onCancel={onClose}>
      <div className="dialog-actions">
        <CancelLink to={closeTo} onCancel={close}>
          {t("bb.cancel")}
        </CancelLink>
        <Link className="btn btn-primary" to="/boardBand/enableProtocol">
          {t("bb.daily.enable")}
        </Link>
      </div>
    </DialogFrame>
  );
}
