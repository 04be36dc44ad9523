/**
 * Identity rules of the online-sales wizards (the public fibre wizard and the LTE wizard): title and
 * gender, names, mobile and email formats, the Sri Lankan NIC (its gender and date of birth), the
 * passport, and what the operator's NIC/passport eligibility answer means for the customer.
 * Pure functions without server imports: the browser checks as you type with the same rules the
 * server applies. Messages are catalogue keys (app/i18n/en/sales-details.ts), so both wizards word them alike.
 */

export type Title = "Mr" | "Mrs" | "Ms";
export const TITLES: readonly Title[] = ["Mr", "Mrs", "Ms"];
export type Gender = "Male" | "Female";

export function isTitle(value: string): value is Title {
  return (TITLES as readonly string[]).includes(value);
}

/** Mr is a man; Mrs and Ms are women. Without a title the wizard assumes Male (its default). */
export function genderOfTitle(title: string): Gender {
  return title === "" || title === "Mr" ? "Male" : "Female";
}

/** First and last names: letters, words separated by single spaces ("Mary Ann"). */
export const NAME_PATTERN = /^[A-Za-z]+(?: [A-Za-z]+)*$/;
export const NAME_MAX = 50;

/** Optional +, 3 digits, 3 digits, then 4 to 6 digits, with optional separators (space, dash, dot). */
export const MOBILE_PATTERN = /^\+?\d{3}[\s.-]?\d{3}[\s.-]?\d{4,6}$/;
export const MOBILE_MAX = 16;

/** The standard email shape: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX = 100;

export const isMobile = (value: string) => MOBILE_PATTERN.test(value.trim());
export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

/** The same contact, ignoring case and separators (a contact equal to a verified one counts as verified). */
export function sameContact(a: string, b: string | null | undefined): boolean {
  if (!b) return false;
  const norm = (v: string) =>
    v
      .trim()
      .toLowerCase()
      .replace(/[\s().-]/g, "");
  return norm(a) !== "" && norm(a) === norm(b);
}

/** A one-time code: exactly six digits. */
export const OTP_PATTERN = /^\d{6}$/;

// ---------------------------------------------------------------------------
// NIC

/** Nine digits and x, X, v or V (the old 10-character form), or twelve digits (the new form). */
export const NIC_PATTERN = /^(?:\d{9}[xXvV]|\d{12})$/;
export const NIC_MAX = 12;

/** Women's NICs add 500 to the day of the year of their birth. */
export const WOMEN_DAY_OFFSET = 500;

/** The NIC as the operator stores it: trimmed, upper-cased (…V, …X). */
export const normaliseNic = (nic: string) => nic.trim().toUpperCase();

/**
 * Days before each month in the calendar the NIC counts in: February always has 29 days (the
 * registration department numbers days as if every year were a leap year, so 1 March is always
 * day 61). Day 60 therefore exists only in leap years; in other years no NIC carries it, and we
 * treat such a NIC as invalid rather than guess a date.
 */
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

interface NicParts {
  year: number;
  /** The three digits as written (women: day + 500). */
  code: number;
}

/** The birth year and the day code: the 10-character form's digits 1-2 (19xx) and 3-5, the 12-character form's 1-4 and 5-7. */
function partsOf(nic: string): NicParts | null {
  const value = normaliseNic(nic);
  if (!NIC_PATTERN.test(value)) return null;
  if (value.length === 10) return { year: 1900 + Number(value.slice(0, 2)), code: Number(value.slice(2, 5)) };
  return { year: Number(value.slice(0, 4)), code: Number(value.slice(4, 7)) };
}

/** Month (1-12) and day of a day of the year in the NIC calendar, or null when there is no such day. */
function monthDayOf(year: number, dayOfYear: number): { month: number; day: number } | null {
  if (dayOfYear < 1 || dayOfYear > 366) return null;
  if (dayOfYear === 60 && !isLeapYear(year)) return null;
  let rest = dayOfYear;
  for (let month = 0; month < 12; month++) {
    const days = MONTH_DAYS[month]!;
    if (rest <= days) return { month: month + 1, day: rest };
    rest -= days;
  }
  return null;
}

/** What a NIC says about its holder: gender and date of birth (yyyy-mm-dd), or null if it is not a valid NIC. */
export function readNic(nic: string): { gender: Gender; dateOfBirth: string } | null {
  const parts = partsOf(nic);
  if (!parts) return null;
  const gender: Gender = parts.code < WOMEN_DAY_OFFSET ? "Male" : "Female";
  const dayOfYear = gender === "Male" ? parts.code : parts.code - WOMEN_DAY_OFFSET;
  const date = monthDayOf(parts.year, dayOfYear);
  if (!date) return null;
  const pad = (n: number) => String(n).padStart(2, "0");
  return { gender, dateOfBirth: `${parts.year}-${pad(date.month)}-${pad(date.day)}` };
}

export const isValidNic = (nic: string) => readNic(nic) !== null;

/** The gender a NIC encodes (day code below 500: male), or null for an invalid NIC. */
export const genderOfNic = (nic: string): Gender | null => readNic(nic)?.gender ?? null;

/** The date of birth a NIC encodes (yyyy-mm-dd), or null for an invalid NIC. */
export const birthDateOfNic = (nic: string): string | null => readNic(nic)?.dateOfBirth ?? null;

/** Does the NIC's gender agree with the title (Mr male; Mrs, Ms female)? An empty title agrees with any NIC. */
export function nicMatchesTitle(nic: string, title: string): boolean {
  const gender = genderOfNic(nic);
  if (!gender || !isTitle(title)) return true;
  return gender === genderOfTitle(title);
}

// ---------------------------------------------------------------------------
// Passport

/**
 * The public fibre wizard's passport pattern: a letter A-P, R-W or Y, a digit 1-9, one more digit,
 * an optional space, four digits and a final digit 1-9 (e.g. N4820173, N48 20173).
 */
export const PUBLIC_PASSPORT_PATTERN = /^[A-PR-WY][1-9]\d ?\d{4}[1-9]$/;
export const PASSPORT_MAX = 10;

export const normalisePassport = (passport: string) => passport.trim().toUpperCase();

export const isPublicPassport = (passport: string) => PUBLIC_PASSPORT_PATTERN.test(normalisePassport(passport));

/** The LTE wizard's looser rule: not empty and shorter than 10 characters. */
export function isPassport(passport: string): boolean {
  const value = normalisePassport(passport);
  return value.length > 0 && value.length < PASSPORT_MAX;
}

// ---------------------------------------------------------------------------
// Problems of a field, as catalogue keys

export type IdentityProblem =
  | "details.error.empty"
  | "details.error.letters"
  | "details.error.mobile"
  | "details.error.email"
  | "details.error.emailFormat"
  | "details.error.nic"
  | "details.error.passport"
  | "details.error.passportEmpty"
  | "details.error.titleNic"
  | "details.error.nicTitle"
  | "details.error.nicTitleAlert";

/** First and last name: 'Cannot be Empty' or 'Only letters are allowed'. */
export function nameProblem(name: string): IdentityProblem | null {
  const value = name.trim();
  if (!value) return "details.error.empty";
  return NAME_PATTERN.test(value) ? null : "details.error.letters";
}

/** A NIC or passport before it is checked with the operator. */
export function idProblem(idType: "nic" | "pp", value: string, passport: (value: string) => boolean = isPublicPassport): IdentityProblem | null {
  const v = value.trim();
  if (idType === "nic") return isValidNic(v) ? null : "details.error.nic";
  if (!v) return "details.error.passportEmpty";
  return passport(v) ? null : "details.error.passport";
}

// ---------------------------------------------------------------------------
// The operator's NIC/passport eligibility answer

export interface EligibilityAnswer {
  eligibility: "Y" | "N";
  customer_exist: "Y" | "N";
  outstanding: "Y" | "N";
  sltnic: string | null;
  /** The operator's reason (errorMessege) when not eligible. */
  reason: string | null;
}

export type AlertKey =
  "details.alert.existing" | "details.alert.notExisting" | "details.alert.visitOffice" | "details.alert.checkOutstanding" | "details.alert.checkFromHere";

export interface EligibilityAlert {
  title: AlertKey;
  message: AlertKey;
  /** 'Check from here' to the bill page, for an outstanding balance. */
  link?: { to: string; label: AlertKey };
}

export interface EligibilityOutcome {
  verified: boolean;
  /** Ineligible NICs are cleared, so a new one must be typed. */
  clearId: boolean;
  /** Shown under the NIC or passport: the operator's reason, or a catalogue key. */
  error: { text: string } | { key: "details.error.settleOutstanding" | "details.error.checkFailed" } | null;
  alert: EligibilityAlert | null;
  sltNic: string;
}

export const OUTSTANDING_LINK = "/bill/0";

/**
 * What the wizard does with the eligibility answer (null: the call failed):
 * - NIC not eligible: the operator's reason under the NIC, the NIC cleared, and an alert
 *   'You are (not) an Existing customer!' 'Please visit the regional office.';
 * - passport not eligible with an outstanding balance: 'Please settle the current outstanding balance..!';
 *   any other ineligible passport: the operator's reason;
 * - eligible existing customer with an outstanding balance: verified, with the alert
 *   'You are an Existing customer!' 'Check your outstanding amount.' and 'Check from here' to /bill/0;
 * - eligible: verified, with the NIC the operator has on record (sltnic);
 * - call failed: 'Oops, something went wrong..!'.
 */
export function eligibilityOutcome(idType: "nic" | "pp", answer: EligibilityAnswer | null): EligibilityOutcome {
  const none = { verified: false, clearId: false, alert: null, sltNic: "" };
  if (!answer) return { ...none, error: { key: "details.error.checkFailed" } };
  const existing = answer.customer_exist === "Y";
  if (answer.eligibility === "N") {
    if (idType === "pp") {
      if (answer.outstanding === "Y") return { ...none, error: { key: "details.error.settleOutstanding" } };
      return { ...none, error: answer.reason ? { text: answer.reason } : { key: "details.error.checkFailed" } };
    }
    return {
      ...none,
      clearId: true,
      error: answer.reason ? { text: answer.reason } : null,
      alert: { title: existing ? "details.alert.existing" : "details.alert.notExisting", message: "details.alert.visitOffice" },
    };
  }
  const alert: EligibilityAlert | null =
    existing && answer.outstanding === "Y"
      ? { title: "details.alert.existing", message: "details.alert.checkOutstanding", link: { to: OUTSTANDING_LINK, label: "details.alert.checkFromHere" } }
      : null;
  return { verified: true, clearId: false, error: null, alert, sltNic: answer.sltnic ?? "" };
}
