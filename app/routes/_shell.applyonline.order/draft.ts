/** The signed-in fibre wizard's draft: a fibre draft (FTTH) the customer pays for in the cart (FULL), with its service and billing addresses. */
import { draftFields, serviceAddress } from "~/sales/draft";
import { addressValuesOf } from "./forms";
import type { SignedInFibreOrder } from "./state";

/** The operator's draft fields of this order. */
export function draftFieldsOf(order: SignedInFibreOrder) {
  const { customer, location, addresses } = order;
  const billing = addressValuesOf(order);
  const fields = draftFields({
    customer,
    service: serviceAddress(location, addresses.line1, addresses.line2),
    billing: { line1: billing.billingLine1, line2: billing.billingLine2, city: billing.billingCity, postalCode: billing.billingPostalCode, province: "" },
    packages: order.packages,
  });
  return { ...fields, SERVICE_TYPE: "FTTH" as const, USER_COMMENT: "FULL" as const };
}
