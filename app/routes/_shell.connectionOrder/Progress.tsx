import { t } from "~/i18n/sales-cart";
import type { CrmStatus } from "~/sales/crm";
import { StepIndicator } from "~/sales/StepIndicator";

/** The CRM's last state: 10 is Completed. */
const CRM_STEPS = 10;

/**
 * Provisioning after the documents, as the operator's CRM state tells it: Pending, In processing,
 * then Completed (or Failed), with the CRM's step on a bar.
 */
export function Progress({ progress, crmState }: { progress: CrmStatus; crmState: number | null }) {
  const stages: CrmStatus[] = ["Pending", "In processing", progress === "Failed" ? "Failed" : "Completed"];
  const step = crmState !== null && crmState >= 0 ? Math.min(crmState, CRM_STEPS) : null;
  return (
    <section className="card order-section" aria-labelledby="connection-progress-title">
      <h2 id="connection-progress-title">{t("connection.progress")}</h2>
      <p>{t("connection.submitted")}</p>
      <StepIndicator label={t("connection.progress")} steps={stages.map((s) => t(`connection.stage.${s}`))} current={stages.indexOf(progress)} />
      {step !== null ? (
        <div className="connection-bar">
          <progress id="connection-progress-bar" max={CRM_STEPS} value={step} aria-label={t("connection.progress")} />
          <label htmlFor="connection-progress-bar" className="muted">
            {t("connection.progressValue", { step, total: CRM_STEPS })}
          </label>
        </div>
      ) : null}
      {progress === "Completed" ? <p className="notice">{t("connection.completedNote")}</p> : null}
      {progress === "Failed" ? <p className="notice result-bad">{t("connection.failedNote")}</p> : null}
      <p className="muted">{t("connection.refreshNote")}</p>
    </section>
  );
}
