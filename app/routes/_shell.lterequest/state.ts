/**
 * What a signed-in customer has entered in the LTE wizard so far. It lives on the server in the
 * session (key `lteRequest`), so every step works without JavaScript, survives a reload and keeps
 * what was typed through a failed post. Internal steps 1 to 6 travel in the URL (`?step=`).
 */
import type { LteCoverage } from "#contracts/sales";
import type { Connection } from "~/sales/catalogue";
import type { DraftInput } from "~/sales/draft";
import type { Gender, Title } from "~/sales/identity";

export type BillingMode = "eBill" | "app" | "sms";
export const BILLING_MODES: readonly BillingMode[] = ["eBill", "app", "sms"];

export interface LtePackages {
  connection: Connection;
  /** Names exactly as the 'SLT 4G' catalogue spells them ('Home ' keeps its space). */
  voice: string | null;
  internet: string | null;
  peoTv: string | null;
  billingMode: BillingMode;
  /** IDD (international calls) activated; on by default. */
  idd: boolean;
}

/** The service location: the city's district, RTOM and postal code, the home icon (null until placed: choosing a city or searching a place clears it). */
export interface LteLocation extends Pick<DraftInput["service"], "city" | "district" | "rtom" | "postalCode" | "lat" | "lng"> {
  /** The consent: the pin is where the line is installed. Only with a city and a pin. */
  grant: boolean;
  address1: string;
  address2: string;
}

/** The operator's answer for a pin (sales.lteCoverage): HIGH or LOW available, NONE not. */
export interface CoverageCheck {
  lat: number;
  lng: number;
  level: LteCoverage;
}

/**
 * The customer as the draft takes them (names, contacts, NIC or passport, the NIC on record, date of
 * birth yyyy-mm-dd, nationality: 'Sri Lankan', the default, identifies by NIC, any other by passport),
 * with what the wizard knows beside: the checks done, the billing address, the alternate contact.
 */
export interface LteDetails extends Omit<DraftInput["customer"], "idType" | "title" | "gender"> {
  title: Title | "";
  /** Mr → Male, any other title → Female (default Male). */
  gender: Gender;
  mobileVerified: boolean;
  emailVerified: boolean;
  idVerified: boolean;
  /** Billing address copied from the service address (and locked). */
  sameAsService: boolean;
  billing1: string;
  billing2: string;
  billingCity: string;
  billingPostal: string;
  altContact: string;
}

export interface LteOrder {
  packages: LtePackages;
  location: LteLocation;
  coverage: CoverageCheck | null;
  details: LteDetails;
  /** The profile's stored alternate contact (a contact equal to it counts as verified); undefined until read. */
  profileContact?: string | null;
  /** The draft's reference (orderRefLTE) once created; later saves update it. */
  orderRef: string | null;
  /** The draft fields last saved with the operator (JSON): the documents step opens while they still hold. */
  savedDraft: string | null;
  /** The order whose documents the operator has received. */
  documentsFor: string | null;
}

declare module "~/operator/session.server" {
  interface SessionData {
    lteRequest: LteOrder;
    /** The completed or failed LTE order the customer left for a new request (its status screen no longer shows). */
    lteNewAfter: string;
  }
}

export const SRI_LANKAN = "Sri Lankan";

export function emptyLocation(): LteLocation {
  return { city: "", district: "", rtom: "", postalCode: "", lat: null, lng: null, grant: false, address1: "", address2: "" };
}

/**
 * A new wizard. The customer's login id is their own contact: an email user's email (a mobile
 * user's mobile) starts filled in and verified.
 */
export function emptyLteOrder(login: { userName: string; userType: string } | null): LteOrder {
  const byEmail = login?.userType !== "MOBILE";
  return {
    packages: { connection: "cBoth", voice: null, internet: null, peoTv: null, billingMode: "eBill", idd: true },
    location: emptyLocation(),
    coverage: null,
    details: {
      title: "",
      gender: "Male",
      firstName: "",
      lastName: "",
      mobile: login && !byEmail ? login.userName : "",
      mobileVerified: Boolean(login && !byEmail),
      email: login && byEmail && login.userName.includes("@") ? login.userName : "",
      emailVerified: Boolean(login && byEmail && login.userName.includes("@")),
      sameAsService: false,
      billing1: "",
      billing2: "",
      billingCity: "",
      billingPostal: "",
      nationality: SRI_LANKAN,
      nic: "",
      passport: "",
      idVerified: false,
      sltNic: "",
      dateOfBirth: "",
      altContact: "",
    },
    orderRef: null,
    savedDraft: null,
    documentsFor: null,
  };
}
