/**
 * The person every online-sales wizard's customer-details form asks for (title and names, the two
 * contacts, the NIC or passport and the date of birth) and what a post of the form changes, written
 * once for the three wizards. They differ only in which contacts a post may change and which count as
 * verified already, and in how the document is chosen: a radio in the fibre wizards, the nationality
 * in the LTE wizard. Pure functions: the browser and the server apply the same rules.
 */
import type { ContactChannel } from "./contacts.server";
import { posted } from "./form-data";
import {
  birthDateOfNic,
  EMAIL_MAX,
  genderOfTitle,
  isEmail,
  isMobile,
  isTitle,
  MOBILE_MAX,
  NAME_MAX,
  NIC_MAX,
  normaliseNic,
  normalisePassport,
  PASSPORT_MAX,
  sameContact,
  type Gender,
  type Title,
} from "./identity";

export type IdType = "nic" | "pp";

export interface PersonName {
  title: Title | "";
  /** From the title: Mr Male, any other Female (default Male). */
  gender: Gender;
  firstName: string;
  lastName: string;
}

export interface PersonContacts {
  mobile: string;
  mobileVerified: boolean;
  email: string;
  emailVerified: boolean;
}

export interface PersonIdentity {
  nic: string;
  passport: string;
  idVerified: boolean;
  /** The NIC the operator has on record (sltnic of the eligibility check). */
  sltNic: string;
  /** yyyy-mm-dd; a NIC gives it. */
  dateOfBirth: string;
}

export type Person = PersonName & PersonContacts & PersonIdentity;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The number of the document asked for. */
export const idNumberOf = (p: Pick<PersonIdentity, "nic" | "passport">, idType: IdType) => (idType === "nic" ? p.nic : p.passport);

/** The person as the form shows and posts it. */
export interface PersonValues {
  title: string;
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
  /** The document asked for, and its number. */
  idType: IdType;
  idNumber: string;
  dateOfBirth: string;
}

/** The person's form values (`idType`: the document asked for). */
export function personValues(p: Person, idType: IdType): PersonValues {
  return {
    title: p.title,
    firstName: p.firstName,
    lastName: p.lastName,
    mobile: p.mobile,
    email: p.email,
    idType,
    idNumber: idNumberOf(p, idType),
    dateOfBirth: p.dateOfBirth,
  };
}

// ---------------------------------------------------------------------------
// What a post changes

/**
 * Title and names as posted. A new title sets the gender and clears the NIC and the date of birth,
 * and the NIC's check when a NIC is asked for (`idType`).
 */
export function withTypedName<P extends PersonName & PersonIdentity>(p: P, formData: FormData, idType: IdType): P {
  const next = { ...p };
  const title = posted(formData, "title");
  if (title !== undefined && (title === "" || isTitle(title)) && title !== p.title) {
    Object.assign(next, { title, gender: genderOfTitle(title), nic: "", dateOfBirth: "" });
    if (idType === "nic") Object.assign(next, { idVerified: false, sltNic: "" });
  }
  for (const name of ["firstName", "lastName"] as const) {
    const value = posted(formData, name);
    if (value !== undefined) Object.assign(next, { [name]: value.slice(0, NAME_MAX) });
  }
  return next;
}

/** The document radio (NIC or passport) as posted: another document must be checked again. */
export function withChosenIdType<P extends PersonIdentity & { idType: IdType }>(p: P, formData: FormData): P {
  const idType = posted(formData, "idType");
  return (idType === "nic" || idType === "pp") && idType !== p.idType ? { ...p, idType, idVerified: false, sltNic: "" } : p;
}

/** No document yet: the LTE wizard's new nationality asks for another one. */
export function withoutIdentity<P extends PersonIdentity>(p: P): P {
  return { ...p, nic: "", passport: "", idVerified: false, sltNic: "", dateOfBirth: "" };
}

/**
 * The NIC or passport number (of `idType`) and the date of birth as posted. An edited number is
 * upper-cased and must be checked again; a valid NIC gives the date of birth, which a verified NIC locks.
 */
export function withTypedIdentity<P extends PersonIdentity>(p: P, formData: FormData, idType: IdType): P {
  const next = { ...p };
  const idNumber = posted(formData, "idNumber");
  if (idNumber !== undefined) {
    const field = idType === "nic" ? "nic" : "passport";
    const value = idType === "nic" ? normaliseNic(idNumber).slice(0, NIC_MAX) : normalisePassport(idNumber).slice(0, PASSPORT_MAX);
    if (value !== next[field]) Object.assign(next, { [field]: value, idVerified: false, sltNic: "" });
  }
  const fromNic = idType === "nic" ? birthDateOfNic(next.nic) : null;
  const dateOfBirth = posted(formData, "dateOfBirth");
  if (fromNic) next.dateOfBirth = fromNic;
  else if (dateOfBirth !== undefined && !(idType === "nic" && next.idVerified)) next.dateOfBirth = DATE_PATTERN.test(dateOfBirth) ? dateOfBirth : "";
  return next;
}

/**
 * The contacts a post may change (`open`), as posted: trimmed and cut to size; verified while
 * unchanged, or when it is a contact the customer has verified already (`trusted`: the login id, the
 * profile's alternate contact).
 */
export function withTypedContacts<P extends PersonContacts>(p: P, formData: FormData, open: readonly ContactChannel[], trusted: readonly string[]): P {
  const next = { ...p };
  for (const channel of open) {
    const value = posted(formData, channel)?.trim();
    if (value === undefined) continue;
    const flag = channel === "mobile" ? "mobileVerified" : "emailVerified";
    const known = trusted.some((contact) => sameContact(value, contact));
    Object.assign(next, { [channel]: value.slice(0, channel === "mobile" ? MOBILE_MAX : EMAIL_MAX), [flag]: value === p[channel] ? p[flag] || known : known });
  }
  return next;
}

/** The contact a one-time code has just verified. */
export function withVerifiedContact<P extends PersonContacts>(p: P, verified: { channel: ContactChannel; contact: string }): P {
  return verified.channel === "mobile" ? { ...p, mobile: verified.contact, mobileVerified: true } : { ...p, email: verified.contact, emailVerified: true };
}

// ---------------------------------------------------------------------------
// What the buttons need (messages are catalogue keys of sales-details)

export type PersonField = "title" | "firstName" | "lastName" | "mobile" | "email" | "dateOfBirth" | "idNumber";
export type PersonProblem = { field: PersonField; message: "details.error.empty" | "details.error.shouldVerify" };

/** Verify mobile or Verify email of a signed-in customer: 'Enter valid mobile number', 'Enter valid email'. */
export function contactProblem(
  channel: ContactChannel,
  value: string,
): { field: ContactChannel; message: "details.error.mobileInvalid" | "details.error.email" } | null {
  if (channel === "mobile") return isMobile(value) ? null : { field: "mobile", message: "details.error.mobileInvalid" };
  return isEmail(value) ? null : { field: "email", message: "details.error.email" };
}

/**
 * Next on a signed-in customer's details, first failure only, as far as the person goes: Title,
 * First Name, Last Name 'Cannot be Empty'; Mobile, Email 'Should be verified'; Date of Birth 'Cannot
 * be Empty'; a NIC 'Should be verified', a passport 'Cannot be Empty'. Each wizard checks the rest.
 */
export function personProblem(
  v: { title: string; firstName: string; lastName: string; dateOfBirth: string; idNumber: string },
  flags: { idType: IdType; mobileVerified: boolean; emailVerified: boolean; idVerified: boolean },
): PersonProblem | null {
  const blank = (["title", "firstName", "lastName"] as const).find((field) => !v[field].trim());
  if (blank) return { field: blank, message: "details.error.empty" };
  if (!flags.mobileVerified) return { field: "mobile", message: "details.error.shouldVerify" };
  if (!flags.emailVerified) return { field: "email", message: "details.error.shouldVerify" };
  if (!v.dateOfBirth.trim()) return { field: "dateOfBirth", message: "details.error.empty" };
  if (flags.idType === "nic" && !flags.idVerified) return { field: "idNumber", message: "details.error.shouldVerify" };
  if (flags.idType === "pp" && !v.idNumber.trim()) return { field: "idNumber", message: "details.error.empty" };
  return null;
}
