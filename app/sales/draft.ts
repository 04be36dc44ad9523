/**
 * The operator's draft of an order (fibre or LTE), built from what a wizard holds. Creating,
 * updating and the summary's FULL / ADVANCED update all send these same fields, so what the operator
 * holds is always what the customer last confirmed.
 */
import type { RequestOf } from "#contracts/core";
import type { createDraft } from "#contracts/sales";
import type { ChosenNames } from "./catalogue";

export type DraftFields = Omit<RequestOf<typeof createDraft>, "SERVICE_TYPE">;

/** Fixed values of every draft: the address number the operator expects, the equipment type. */
export const DRAFT_ADDRESS_NO = "60";
export const DRAFT_EQTYPE = "FDP";
/** Without a choice of their own: eBill and IDD on are the defaults. */
export const DRAFT_BILLING_MODE = "eBill";
export const DRAFT_IDD_STATUS = "Y";

export interface DraftAddress {
  line1: string;
  line2: string;
  city: string;
  postalCode: string;
}

/** Where a wizard's customer wants the service: the city (with its district, RTOM and postal code) and the pin. */
export interface ServiceLocation {
  city: string;
  district: string;
  rtom: string;
  postalCode: string;
  lat: number | null;
  lng: number | null;
}

/** The draft's service address: the location (none yet: empty fields) with the address's two lines; the province is left empty. */
export function serviceAddress(location: ServiceLocation | null, line1: string, line2: string): DraftInput["service"] {
  return {
    line1,
    line2,
    city: location?.city ?? "",
    district: location?.district ?? "",
    province: "",
    postalCode: location?.postalCode ?? "",
    rtom: location?.rtom ?? "",
    lat: location?.lat ?? null,
    lng: location?.lng ?? null,
  };
}

/** A wizard's customer before anything is entered: no title (Male until one is chosen), a Sri Lankan NIC holder, nothing verified. */
export function emptyCustomer() {
  return {
    title: "" as const,
    gender: "Male" as const,
    firstName: "",
    lastName: "",
    mobile: "",
    mobileVerified: false,
    email: "",
    emailVerified: false,
    idType: "nic" as "nic" | "pp",
    nic: "",
    passport: "",
    idVerified: false,
    sltNic: "",
    dateOfBirth: "",
    nationality: "Sri Lankan",
  };
}

/** What a wizard knows of an order, in the shape every wizard can give. */
export interface DraftInput {
  customer: {
    title: string;
    gender: string;
    firstName: string;
    lastName: string;
    mobile: string;
    email: string;
    idType: "nic" | "pp";
    nic: string;
    passport: string;
    /** The NIC the operator has on record (sltnic of the eligibility check). */
    sltNic: string;
    /** yyyy-mm-dd */
    dateOfBirth: string;
    nationality: string;
  };
  service: DraftAddress & { district: string; province: string; rtom: string; lat: number | null; lng: number | null };
  /** Where bills go; null: the service address. */
  billing: (DraftAddress & { province: string }) | null;
  packages: ChosenNames;
  billingMode?: string;
  idd?: boolean;
  /** LOOP_AVAILABLITY: Y in the fibre flows. */
  loopAvailable?: boolean;
}

const coordinate = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

export function draftFields(input: DraftInput): DraftFields {
  const { customer, service, packages } = input;
  const byNic = customer.idType === "nic";
  const billing = input.billing ?? service;
  return {
    NIC: byNic ? customer.nic.trim().toUpperCase() : "",
    PP: byNic ? "" : customer.passport.trim().toUpperCase(),
    TITLE: customer.title,
    FIRSTNAME: customer.firstName.trim(),
    LASTNAME: customer.lastName.trim(),
    BIRTH_DATE: customer.dateOfBirth,
    NATIONALITY: customer.nationality,
    gender: customer.gender,
    SLTNIC: customer.sltNic,
    SERVICE_ADD_NO: DRAFT_ADDRESS_NO,
    SERVICE_ADD_STREET1: service.line1.trim(),
    SERVICE_ADD_STREET2: service.line2.trim(),
    SERVICE_ADD_CITY: service.city,
    SERVICE_ADD_DISTRICT: service.district,
    SERVICE_ADD_POSTAL_CODE: service.postalCode,
    SERVICE_ADD_PROVINCE: service.province,
    BILLING_ADD_NO: DRAFT_ADDRESS_NO,
    BILLING_ADD_STREET1: billing.line1.trim(),
    BILLING_ADD_STREET2: billing.line2.trim(),
    BILLING_ADD_CITY: billing.city,
    BILLING_ADD_POSTAL_CODE: billing.postalCode,
    BILLING_ADD_PROVINCE: billing.province,
    RTOM: service.rtom,
    EQTYPE: DRAFT_EQTYPE,
    LONGITUDE: coordinate(service.lng),
    LATITUDE: coordinate(service.lat),
    // Names exactly as the catalogue gives them ('Home ' keeps its space).
    VOICE_PACKAGE: packages.voice ?? "",
    BB_PACKAGE: packages.internet ?? "",
    PEO_PACKAGE: packages.peoTv ?? "",
    iddstatus: input.idd === false ? "N" : DRAFT_IDD_STATUS,
    billinG_MODE: input.billingMode ?? DRAFT_BILLING_MODE,
    email: customer.email.trim(),
    mobileno: customer.mobile.trim(),
    LOOP_AVAILABLITY: input.loopAvailable === false ? "N" : "Y",
  };
}
