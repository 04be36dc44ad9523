/** The public fibre wizard's draft: one address (the service address, which is also where bills go). */
import { draftFields, type DraftFields } from "~/sales/draft";
import type { FibreOrder } from "./state";

export function draftFieldsOf(order: FibreOrder): DraftFields & { SERVICE_TYPE: "FTTH" } {
  const { details, location } = order;
  const fields = draftFields({
    customer: details,
    service: {
      line1: details.address1,
      line2: details.address2,
      city: location?.city ?? "",
      district: location?.district ?? "",
      province: "",
      postalCode: location?.postalCode ?? "",
      rtom: location?.rtom ?? "",
      lat: location?.lat ?? null,
      lng: location?.lng ?? null,
    },
    billing: null,
    packages: order.packages,
  });
  return { ...fields, SERVICE_TYPE: "FTTH" };
}
