import { Link } from "@remix-run/react";
import { useId } from "react";
import { useModal } from "~/components/dialogs";
import { t } from "~/i18n/broadband";

/** 'View' without the detail report: the prompt to enable it. Without JavaScript Close is a link back. */
export function EnableReportPrompt({ closeTo, onClose }: { closeTo: string; onClose?: () => void }) {
  const ref = useModal(true);
  const id = useId();
  return (
    <dialog ref={ref} open aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} onCancel={onClose}>
      <h2 id={`${id}-title`} className="dialog-title">
        {t("bb.daily.enableTitle")}
      </h2>
      <p id={`${id}-text`}>{t("bb.daily.enablePrompt")}</p>
      <div className="dialog-actions">
        <Link
          className="btn btn-outline"
          to={closeTo}
          preventScrollReset
          onClick={(e) => {
            if (!onClose) return;
            e.preventDefault();
            ref.current?.close();
            onClose();
          }}
        >
          {t("bb.cancel")}
        </Link>
        <Link className="btn btn-primary" to="/boardBand/enableProtocol">
          {t("bb.daily.enable")}
        </Link>
      </div>
    </dialog>
  );
}
