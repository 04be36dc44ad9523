/**
 * The complaint form: the services it can be about, what blocks one (a service that is not Active:
 * settle the bills first; a THROTTLED broadband: buy Extra GB first), and the form's one schema,
 * used by conform in the browser and by the action.
 */
import * as z from "zod/mini";
import { TELEPHONE } from "#contracts/lk";
import { t } from "~/i18n/complaints";
import { pointFrom } from "~/map/geo";
import type { ServiceType } from "./labels";

export { SERVICE_TYPES, serviceLabel, type ServiceType } from "./labels";

export interface ComplaintService {
  type: ServiceType;
  serviceID: string;
  /** As the service list reported it ("ACTIVE"...), null when it did not say. */
  status: string | null;
  /** Why a complaint about it cannot be submitted now, or null. */
  blocked: string | null;
}

export function blockMessage(type: ServiceType, status: string | null, throttled: boolean): string | null {
  if (status && status.trim().toLowerCase() !== "active") {
    return type === "VOICE" ? t("complaints.error.voiceInactive") : t("complaints.error.inactive", { service: t(`complaints.inactiveName.${type}`) });
  }
  if (type === "BROADBAND" && throttled) return t("complaints.error.throttled");
  return null;
}

/** The operator's contact number rule: a local telephone number, 0 and nine digits. */
export const isContactNumber = (value: string) => TELEPHONE.test(value.trim());

const text = z._default(z.optional(z.string()), "");

/** One schema per form; `services` (from the loader) says which types exist and which are blocked. */
export function complaintSchema(services: ComplaintService[]) {
  return z.pipe(
    z.object({ serviceType: text, contactNo: text, description: text, latitude: text, longitude: text, place: text }).check(
      z.superRefine((v, ctx) => {
        const service = services.find((s) => s.type === v.serviceType);
        if (!service) ctx.addIssue({ code: "custom", path: ["serviceType"], message: t("complaints.error.service") });
        else if (service.blocked) ctx.addIssue({ code: "custom", path: ["serviceType"], message: service.blocked });
        if (!isContactNumber(v.contactNo)) ctx.addIssue({ code: "custom", path: ["contactNo"], message: t("complaints.error.contactNo") });
        if (!pointFrom(v.latitude, v.longitude) && !v.place.trim())
          ctx.addIssue({ code: "custom", path: ["location"], message: t("complaints.error.location") });
        if (!v.description.trim()) ctx.addIssue({ code: "custom", path: ["description"], message: t("complaints.error.description") });
      }),
    ),
    z.transform((v) => ({
      serviceType: v.serviceType as ServiceType,
      contactNo: v.contactNo.trim(),
      description: v.description.trim(),
      point: pointFrom(v.latitude, v.longitude),
      place: v.place.trim(),
    })),
  );
}
