/**
 * The LTE draft as the operator takes it (sales.createDraftLte / updateDraftLte): SERVICE_TYPE LTE,
 * the province fields empty, the bill type and IDD the customer chose on the package step, and
 * LOOP_AVAILABLITY 'N' (a wireless home line needs no copper loop; the simulator's LTE drafts say the same).
 */
import { draftFields, serviceAddress, type DraftFields } from "~/sales/draft";
import { SRI_LANKAN, type LteDetails, type LteOrder } from "./state";

export const isSriLankan = (nationality: string) => nationality.trim().toLowerCase() === SRI_LANKAN.toLowerCase();

/** NIC for a Sri Lankan, passport otherwise. */
export const idTypeOf = (details: Pick<LteDetails, "nationality">): "nic" | "pp" => (isSriLankan(details.nationality) ? "nic" : "pp");

export function draftFieldsOf(order: LteOrder): DraftFields & { SERVICE_TYPE: "LTE" } {
  const { details: d, location: loc, packages } = order;
  const fields = draftFields({
    customer: { ...d, idType: idTypeOf(d), nationality: d.nationality.trim() },
    service: serviceAddress(loc, loc.address1, loc.address2),
    billing: { line1: d.billing1, line2: d.billing2, city: d.billingCity.trim(), postalCode: d.billingPostal.trim(), province: "" },
    packages,
    billingMode: packages.billingMode,
    idd: packages.idd,
    loopAvailable: false,
  });
  return { ...fields, SERVICE_TYPE: "LTE" };
}

/** The fields as saved, to tell whether the operator's draft still holds what the wizard holds. */
export const draftKey = (order: LteOrder) => JSON.stringify(draftFieldsOf(order));
