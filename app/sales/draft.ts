/**
 * The operator's draft of a public fibre order, built from the wizard's state. Creating, updating
 * (details step) and the summary's FULL / ADVANCED update all send these same fields, so what the
 * operator holds is always what the visitor last confirmed.
 */
import type { RequestOf } from "#contracts/core";
import type { createDraft } from "#contracts/sales";
import type { FibreOrder } from "~/routes/applyonline.fiber/state";

export type FibreDraftFields = RequestOf<typeof createDraft>;

/** Fixed values of every fibre draft: the address number the operator expects, the equipment type, the service. */
export const DRAFT_ADDRESS_NO = "60";
export const DRAFT_EQTYPE = "FDP";
/** The wizard offers neither a bill type nor an IDD choice: eBill and IDD on are the defaults. */
export const DRAFT_BILLING_MODE = "eBill";
export const DRAFT_IDD_STATUS = "Y";

const coordinate = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

export function draftFieldsOf(order: FibreOrder): FibreDraftFields {
  const { details, packages } = order;
  const location = order.location;
  const byNic = details.idType === "nic";
  // The public wizard asks for one address: the service address, which is also where bills go.
  const address = {
    street1: details.address1.trim(),
    street2: details.address2.trim(),
    city: location?.city ?? "",
    postalCode: location?.postalCode ?? "",
  };
  return {
    NIC: byNic ? details.nic.trim().toUpperCase() : "",
    PP: byNic ? "" : details.passport.trim().toUpperCase(),
    TITLE: details.title,
    FIRSTNAME: details.firstName.trim(),
    LASTNAME: details.lastName.trim(),
    BIRTH_DATE: details.dateOfBirth,
    NATIONALITY: details.nationality,
    gender: details.gender,
    SLTNIC: details.sltNic,
    SERVICE_ADD_NO: DRAFT_ADDRESS_NO,
    SERVICE_ADD_STREET1: address.street1,
    SERVICE_ADD_STREET2: address.street2,
    SERVICE_ADD_CITY: address.city,
    SERVICE_ADD_DISTRICT: location?.district ?? "",
    SERVICE_ADD_POSTAL_CODE: address.postalCode,
    SERVICE_ADD_PROVINCE: "",
    BILLING_ADD_NO: DRAFT_ADDRESS_NO,
    BILLING_ADD_STREET1: address.street1,
    BILLING_ADD_STREET2: address.street2,
    BILLING_ADD_CITY: address.city,
    BILLING_ADD_POSTAL_CODE: address.postalCode,
    BILLING_ADD_PROVINCE: "",
    RTOM: location?.rtom ?? "",
    EQTYPE: DRAFT_EQTYPE,
    LONGITUDE: coordinate(location?.lng),
    LATITUDE: coordinate(location?.lat),
    SERVICE_TYPE: "FTTH",
    // Names exactly as the catalogue gives them ('Home ' keeps its space).
    VOICE_PACKAGE: packages.voice ?? "",
    BB_PACKAGE: packages.internet ?? "",
    PEO_PACKAGE: packages.peoTv ?? "",
    iddstatus: DRAFT_IDD_STATUS,
    billinG_MODE: DRAFT_BILLING_MODE,
    email: details.email.trim(),
    mobileno: details.mobile.trim(),
    LOOP_AVAILABLITY: "Y",
  };
}
