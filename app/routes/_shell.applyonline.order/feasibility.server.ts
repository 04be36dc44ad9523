/**
 * Step 2, the feasibility check, on the server. The customer chooses a city (its district, RTOM and
 * postal code come with it; the map centres on it and the pin and the service address start over) and
 * places the pin (app/sales/location.server.ts); Check asks the operator whether a distribution point is in reach (sales.feasibility:
 * rtom, eqtype FDP, the pin, a mobile). Available opens Next; a new city or pin makes it unknown again.
 */
import { t } from "~/i18n/sales-order";
import type { Operator } from "~/operator/route.server";
import type { CityOption } from "~/sales/cities";
import { loadCities } from "~/sales/cities.server";
import { posted } from "~/sales/form-data";
import { locationValues } from "~/sales/location";
import { checkFeasibility, loadLocationView, postedLocation, type LocationView } from "~/sales/location.server";
import { withTypedContacts } from "~/sales/person";
import { stepReply } from "~/sales/step-answer.server";
import { asksFeasibilityMobile, checkProblem, feasibilityMobile, INTENTS, isLocated, type Problem } from "./forms";
import type { SignedInFibreOrder } from "./state";
import type { StepResult } from "./steps.server";

export type FeasibilityView = LocationView;

export function loadFeasibility(op: Operator): Promise<FeasibilityView> {
  return loadLocationView(op);
}

/**
 * The order with this post's location (and mobile, when the step asks for one). A new city clears the
 * service address lines; a new city or pin makes the feasibility unknown again.
 */
export function withLocation(order: SignedInFibreOrder, formData: FormData, cities: CityOption[] | null): SignedInFibreOrder {
  let next = order;
  if (cities) {
    const location = postedLocation(order.location, formData, cities);
    const cityChanged = (location?.city ?? "") !== (order.location?.city ?? "");
    const moved = cityChanged || location?.lat !== order.location?.lat || location?.lng !== order.location?.lng;
    if (moved) {
      next = { ...next, location, feasibility: "unknown" };
      if (cityChanged) next = { ...next, addresses: { ...next.addresses, line1: "", line2: "" } };
    }
  }
  // The mobile the check is counted against, when the step asks for one: verified if it is a known contact.
  if (asksFeasibilityMobile(order))
    next = { ...next, customer: withTypedContacts(next.customer, formData, ["mobile"], [order.contacts.login, order.contacts.alternate]) };
  return next;
}

const valuesOf = (order: SignedInFibreOrder) => ({ ...locationValues(order.location), mobile: order.customer.mobile });

const stay = (order: SignedInFibreOrder, problem: Problem = null, formError: string | null = null): StepResult => ({
  kind: "stay",
  order,
  reply: stepReply(problem ? { field: problem.field, message: t(problem.message) } : null, formError, valuesOf(order)),
});

/** Every post of step 2: the location typed, then Check (the operator's answer) or Next (only once available). */
export async function feasibilityAction(op: Operator, formData: FormData, order: SignedInFibreOrder): Promise<StepResult> {
  const intent = posted(formData, "intent");
  const list = formData.has("city") ? await loadCities(op) : null;
  if (list?.error) return stay(order, null, list.error);
  const typed = withLocation(order, formData, list?.cities ?? null);

  if (intent === INTENTS.feasibilityNext) {
    return typed.feasibility === "available" && isLocated(typed.location) ? { kind: "next", order: typed } : stay(typed, null, t("order.feas.checkFirst"));
  }
  if (intent !== INTENTS.check) return stay(typed);

  const location = typed.location;
  const mobile = asksFeasibilityMobile(typed) ? typed.customer.mobile : null;
  const problem = checkProblem({ city: location?.city ?? "", postalCode: location?.postalCode ?? "", located: isLocated(location), mobile });
  if (problem || !isLocated(location)) return stay(typed, problem);
  const answer = await checkFeasibility(op, location, feasibilityMobile(typed) ?? "");
  if (!answer.ok) return stay({ ...typed, feasibility: "unknown" }, null, answer.message);
  return stay({ ...typed, feasibility: answer.data.dpexist === "Y" ? "available" : "notAvailable" });
}
