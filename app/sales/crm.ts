/**
 * An order's provisioning as the operator's CRM state tells it: 0 Pending; 1 to 9 In processing; 10
 * with sys_status '1' Completed; -1 Failed; anything else In processing.
 */
export type CrmStatus = "Pending" | "In processing" | "Completed" | "Failed";

export function crmStatus(crmState: number | null, sysStatus: string | null): CrmStatus {
  if (crmState === 0) return "Pending";
  if (crmState === -1) return "Failed";
  if (crmState === 10 && sysStatus === "1") return "Completed";
  return "In processing";
}
