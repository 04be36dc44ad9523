/** The public fibre wizard's draft: one address (the service address, which is also where bills go). */
import { draftFields, serviceAddress, type DraftFields } from "~/sales/draft";
import type { FibreOrder } from "./state";

export function draftFieldsOf(order: FibreOrder): DraftFields & { SERVICE_TYPE: "FTTH" } {
  const { details, location } = order;
  const fields = draftFields({
    customer: details,
    service: serviceAddress(location, details.address1, details.address2),
    billing: null,
    packages: order.packages,
  });
  return { ...fields, SERVICE_TYPE: "FTTH" };
}
