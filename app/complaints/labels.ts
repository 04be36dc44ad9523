/** The services a complaint can be about and their names in words (no form code: the list page uses it). */
import { t } from "~/i18n/complaints";

export const SERVICE_TYPES = ["VOICE", "BROADBAND", "PEOTV"] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** The operator's service names (VOICE, BROADBAND, PEOTV) in words; other names as sent. */
export function serviceLabel(name: string): string {
  const type = SERVICE_TYPES.find((s) => s === name.toUpperCase());
  return type ? t(`complaints.service.${type}`) : name;
}
