/**
 * What a visitor has entered in the public fibre wizard so far. It is kept on the server in the
 * session (key `fibreOrder`), so a reload, Back or a failed step loses nothing typed, and it goes
 * to the operator as a draft (create, then update) once the details step is complete.
 * Steps: `packages` (1), `details` (2), `summary` (3), in the URL as `?step=`.
 */
import { emptyCustomer, type ServiceLocation } from "~/sales/draft";

export type WizardStep = "packages" | "details" | "summary";
export const WIZARD_STEPS: readonly [WizardStep, ...WizardStep[]] = ["packages", "details", "summary"];

export interface FibreOrderPackages {
  /** Names as the catalogue gives them (VOICE_PACKAGE_NAME, BB_PACKAGE_NAME, PEO_PACKAGE_NAME). */
  voice: string | null;
  internet: string | null;
  peoTv: string | null;
}

export interface FibreOrderDetails {
  title: "Mr" | "Mrs" | "Ms" | "";
  /** Derived from the title: Mr → Male, any other → Female (default Male). */
  gender: "Male" | "Female";
  firstName: string;
  lastName: string;
  mobile: string;
  mobileVerified: boolean;
  email: string;
  emailVerified: boolean;
  /** NIC holders ("nic") or passport holders ("pp"). */
  idType: "nic" | "pp";
  nic: string;
  passport: string;
  idVerified: boolean;
  /** The NIC the operator has on record (sltnic of the eligibility check). */
  sltNic: string;
  /** yyyy-mm-dd; derived from a NIC. */
  dateOfBirth: string;
  nationality: string;
  altContact: string;
  /** The name and alternate contact are on the visitor's profile (saved once the mobile is verified and a name is typed). */
  contactSaved?: boolean;
  address1: string;
  address2: string;
}

/** The city and the pin; the pin is null until the visitor places it (choosing a city centres the map but clears the pin). */
export type FibreOrderLocation = ServiceLocation;

export interface FibreOrder {
  packages: FibreOrderPackages;
  details: FibreOrderDetails;
  location: FibreOrderLocation | null;
  /** The draft's reference once created (orderRef); later saves update it. */
  orderRef: string | null;
  /** Feasibility of the pin: Y available (Pay Now offered), N not, null not checked. */
  dpexist: "Y" | "N" | null;
}

declare module "~/operator/session.server" {
  interface SessionData {
    fibreOrder: FibreOrder;
  }
}

export function emptyFibreOrder(): FibreOrder {
  return {
    packages: { voice: null, internet: null, peoTv: null },
    details: { ...emptyCustomer(), altContact: "", address1: "", address2: "" },
    location: null,
    orderRef: null,
    dpexist: null,
  };
}
