/**
 * The addresses of the signed-in wizards' forms, in the browser and on the server: the billing
 * address, or 'Same as service address' (the service address copied and locked; unticking clears it).
 */
import { posted } from "./form-data";

export const ADDRESS_MAX = 100;
export const POSTAL_CODE_LENGTH = 5;

export interface PostalAddress {
  line1: string;
  line2: string;
  city: string;
  postalCode: string;
}

export const NO_ADDRESS: PostalAddress = { line1: "", line2: "", city: "", postalCode: "" };

/** A postal code as the numeric input keeps it: digits only, 5 at most. */
export const postalDigits = (value: string) => value.replace(/\D/g, "").slice(0, POSTAL_CODE_LENGTH);

/** The names a form posts the billing address under. */
export type BillingNames = Record<keyof PostalAddress, string>;

/**
 * The billing address as posted (`sameAsService` "on": the service address). Ticking copies the
 * service address; unticking clears the billing address; otherwise the billing fields as typed.
 */
export function postedBilling(
  before: { same: boolean; billing: PostalAddress },
  formData: FormData,
  service: PostalAddress,
  names: BillingNames,
): { same: boolean; billing: PostalAddress } {
  if (posted(formData, "sameAsService") === "on") return { same: true, billing: { ...service } };
  if (before.same) return { same: false, billing: { ...NO_ADDRESS } };
  const line = (name: keyof PostalAddress) => posted(formData, names[name])?.slice(0, ADDRESS_MAX) ?? before.billing[name];
  return {
    same: false,
    billing: {
      line1: line("line1"),
      line2: line("line2"),
      city: line("city"),
      postalCode: postalDigits(posted(formData, names.postalCode) ?? before.billing.postalCode),
    },
  };
}
