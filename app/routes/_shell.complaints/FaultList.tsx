import { serviceLabel } from "~/complaints/labels";
import { operatorDateTime } from "~/format";
import { t } from "~/i18n/complaints";

export interface FaultGroup {
  serviceName: string;
  faults: Array<{ faultRef: string; status: string; date: string | null }>;
}

/** Each service with its faults (reference, status, date), newest first as the operator sends them. */
export function FaultList({ groups }: { groups: FaultGroup[] }) {
  return (
    <div className="fault-groups">
      {groups.map((group, i) => (
        <section key={`${group.serviceName}-${i}`} className="fault-group" aria-labelledby={`fault-group-${i}`}>
          <h2 id={`fault-group-${i}`}>{serviceLabel(group.serviceName)}</h2>
          <table className="fault-table">
            <caption className="visually-hidden">{t("complaints.faultsOf", { service: serviceLabel(group.serviceName) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("complaints.faultRef")}</th>
                <th scope="col">{t("complaints.status")}</th>
                <th scope="col">{t("complaints.date")}</th>
              </tr>
            </thead>
            <tbody>
              {group.faults.map((f) => (
                <tr key={f.faultRef}>
                  <td>{f.faultRef}</td>
                  <td>
                    <span className="fault-status" data-status={f.status.toLowerCase().replace(/\s+/g, "-")}>
                      {f.status}
                    </span>
                  </td>
                  <td>{f.date ? operatorDateTime(f.date) : ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
