/**
 * What a signed-in customer has entered in the fibre order wizard (/applyonline/order) so far. It is
 * kept on the server in the session (key `signedInFibreOrder`), so a reload, Back or a refused step
 * loses nothing typed. Internal steps 1 to 5 (`?step=`): 1 packages, 2 feasibility (city, pin and the
 * coverage check), 3 customer details (person, contacts, NIC or passport), 4 addresses (service lines
 * and billing address; its Next saves the draft), 5 summary (steps.ts).
 */
import type { ChosenNames } from "~/sales/catalogue";
import { emptyCustomer, type DraftInput, type ServiceLocation } from "~/sales/draft";
import type { Gender, Title } from "~/sales/identity";

/** Feasibility of the pin: not checked yet (or the city or pin changed since), available, or not available. */
export type Feasibility = "unknown" | "available" | "notAvailable";

/** The city and the pin (null until placed: choosing a city centres the map and clears it). */
export type OrderLocation = ServiceLocation;

/** The person as the draft takes them, with what the wizard has verified. */
export type OrderCustomer = Omit<DraftInput["customer"], "title" | "gender"> & {
  title: Title | "";
  /** From the title: Mr Male, any other Female (default Male). */
  gender: Gender;
  mobileVerified: boolean;
  emailVerified: boolean;
  idVerified: boolean;
};

export interface OrderAddresses {
  /** The installation address's lines; its city and postal code are the location's. */
  line1: string;
  line2: string;
  /** 'Same as service address': billing is the service address, copied and locked. */
  sameAsService: boolean;
  billing: { line1: string; line2: string; city: string; postalCode: string };
}

/** Who is signed in, as the contacts step needs it: read once when the wizard starts. */
export interface SignedInContacts {
  /** MOBILE users have their mobile locked and pre-verified; everyone else (EMAIL, Google, Facebook) their email. */
  userType: "MOBILE" | "EMAIL";
  login: string;
  /** The profile's alternate contact ('' when none): it counts as verified too. */
  alternate: string;
}

export interface Declarations {
  readPdf: boolean;
  trueInfo: boolean;
  agree: boolean;
}

export interface SignedInFibreOrder {
  packages: ChosenNames;
  location: OrderLocation | null;
  feasibility: Feasibility;
  customer: OrderCustomer;
  addresses: OrderAddresses;
  contacts: SignedInContacts;
  /** The draft's reference once created (orderRef); later saves update it. */
  orderRef: string | null;
  /** The draft holds what steps 1 to 4 now hold: set by step 4's Next, cleared by any later change. */
  saved: boolean;
  declarations: Declarations;
}

declare module "~/operator/session.server" {
  interface SessionData {
    signedInFibreOrder: SignedInFibreOrder;
  }
}

export const NO_DECLARATIONS: Declarations = { readPdf: false, trueInfo: false, agree: false };

/** A new order for this customer: the sign-in's contact filled in and verified, and an alternate contact of the other kind too. */
export function newOrder(contacts: SignedInContacts, isMobile: (value: string) => boolean): SignedInFibreOrder {
  const customer: OrderCustomer = emptyCustomer();
  const alternate = contacts.alternate.trim();
  if (contacts.userType === "MOBILE") {
    customer.mobile = contacts.login;
    customer.mobileVerified = true;
    if (alternate.includes("@")) Object.assign(customer, { email: alternate, emailVerified: true });
  } else {
    customer.email = contacts.login;
    customer.emailVerified = true;
    if (alternate && isMobile(alternate)) Object.assign(customer, { mobile: alternate, mobileVerified: true });
  }
  return {
    packages: { voice: null, internet: null, peoTv: null },
    location: null,
    feasibility: "unknown",
    customer,
    addresses: { line1: "", line2: "", sameAsService: false, billing: { line1: "", line2: "", city: "", postalCode: "" } },
    contacts,
    orderRef: null,
    saved: false,
    declarations: NO_DECLARATIONS,
  };
}

/** What the draft is made of: a change to any of it means the draft must be saved again before the summary. */
const draftContent = (order: SignedInFibreOrder) => JSON.stringify([order.packages, order.location, order.customer, order.addresses]);

/** `next` as the post left it: no longer saved when it changed what the draft holds. */
export function afterChange(before: SignedInFibreOrder, next: SignedInFibreOrder): SignedInFibreOrder {
  if (!before.saved || draftContent(before) === draftContent(next)) return next;
  return { ...next, saved: false, declarations: NO_DECLARATIONS };
}
