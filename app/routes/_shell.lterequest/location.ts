/**
 * The location step's rules, in the browser and on the server: the consent may only be ticked with a
 * city and a pin; Next checks city, postal code, consent and both address lines in that order (first
 * failure only) and goes on only where the operator found coverage for the pin.
 */
import * as z from "zod/mini";
import { t as td } from "~/i18n/sales-details";
import { t } from "~/i18n/sales-lte";
import { ADDRESS_MAX, POSTAL_CODE_LENGTH } from "~/sales/address";
import { formText } from "~/forms/text";
import { formatCoordinate } from "~/map/geo";
import type { CoverageCheck, LteLocation } from "./state";

export type LocationField = "city" | "postalCode" | "grant" | "address1" | "address2";
export type Problem<F extends string> = { field: F; message: string };

export const hasPin = (loc: Pick<LteLocation, "lat" | "lng">) => loc.lat !== null && loc.lng !== null;

/** Why the consent cannot be ticked: 'Please select the your City to continue', then 'Please drag the home icon to your exact location'. */
export function grantProblem(loc: Pick<LteLocation, "city" | "lat" | "lng">): string | null {
  if (!loc.city.trim()) return t("lte.loc.grantCity");
  if (!hasPin(loc)) return t("lte.loc.grantPin");
  return null;
}

/** Next, first failure only: city; postal code (empty, not 5 characters); consent; address lines 1 and 2. */
export function locationProblem(loc: Omit<LteLocation, "district" | "rtom">): Problem<LocationField> | null {
  const empty = td("details.error.empty");
  if (!loc.city.trim()) return { field: "city", message: empty };
  if (!loc.postalCode.trim()) return { field: "postalCode", message: empty };
  if (loc.postalCode.trim().length !== POSTAL_CODE_LENGTH) return { field: "postalCode", message: t("lte.loc.postalInvalid") };
  if (!loc.grant) return { field: "grant", message: t("lte.loc.grantRequired") };
  if (!loc.address1.trim()) return { field: "address1", message: empty };
  if (!loc.address2.trim()) return { field: "address2", message: empty };
  return null;
}

/** The operator's coverage answer for this pin (null: not checked for it). */
export function coverageAt(loc: Pick<LteLocation, "lat" | "lng">, coverage: CoverageCheck | null): CoverageCheck["level"] | null {
  if (!coverage || loc.lat === null || loc.lng === null) return null;
  const same = (a: number, b: number) => formatCoordinate(a) === formatCoordinate(b);
  return same(coverage.lat, loc.lat) && same(coverage.lng, loc.lng) ? coverage.level : null;
}

export const isAvailable = (level: CoverageCheck["level"] | null) => level === "HIGH" || level === "LOW";

/** The browser's check before Next leaves the page (the server checks the same on the location it saved). */
export const locationSchema = z
  .object({
    intent: formText(40),
    city: formText(ADDRESS_MAX),
    postalCode: formText(10),
    grant: formText(3),
    address1: formText(ADDRESS_MAX),
    address2: formText(ADDRESS_MAX),
    lat: formText(20),
    lng: formText(20),
    town: formText(ADDRESS_MAX),
  })
  .check(
    z.superRefine((v, ctx) => {
      // Next is the form's one submit with JavaScript; a check after it (as the customer types, or as
      // the page changes) carries no intent and checks the same, so its messages stay until put right.
      if (v.intent && v.intent !== "location-next") return;
      const found = locationProblem({ ...v, grant: v.grant === "on", lat: null, lng: null });
      if (found) ctx.addIssue({ code: "custom", path: [found.field], message: found.message });
    }),
  );
