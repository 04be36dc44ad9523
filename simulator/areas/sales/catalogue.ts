/** Catalogues (cities, packages, charges) and the identity and coverage checks of the wizards. */
import * as sales from "#contracts/sales";
import { cities } from "../../../fixtures/cities";
import { insideSriLanka } from "../../../contracts/lk";
import { FEASIBILITY_ATTEMPTS_PER_DAY, broadbandPackages, coveredDistricts, initiationCharges, peoTvPackages, voicePackages } from "../../../fixtures/sales";
import { fail, implement, ok } from "../../implement";
import { lteCoverageAt, nearestCity } from "./coverage";
import { feasibilityAttempts, isNic, isPassport, messages, normaliseMobile, slDay, standingOf } from "./state";

/** Beyond this distance from any town we know, no distribution point is in reach. */
const MAX_REACH_KM = 40;

export const catalogueImplementations = [
  implement(sales.cities, () => ok(cities)),

  implement(sales.broadbandPackages, ({ input }) => {
    const groups = broadbandPackages[input.Mode];
    if (input.Mode === "SLT 4G") return ok({ Results: Object.values(groups).flat() });
    return ok([groups]);
  }),

  implement(sales.peoTvPackages, ({ input }) => ok({ Results: peoTvPackages[input.Mode] })),

  implement(sales.voicePackages, ({ input }) => ok({ Results: voicePackages[input.Mode] })),

  implement(sales.initiationCharges, () => ok({ Results: initiationCharges })),

  implement(sales.eligibility, ({ input }) => {
    const nic = input.NIC ?? "";
    const pp = nic ? "" : (input.PP ?? "");
    if (nic && !isNic(nic)) return fail(messages.invalidNic);
    if (!nic && !isPassport(pp)) return fail(messages.invalidPassport);
    const { message, ...standing } = standingOf(nic, pp);
    // An ineligible identity is still a successful check: the reason travels in errorMessege.
    return { ...ok(standing), errorMessege: message };
  }),

  implement(sales.feasibility, async ({ input }) => {
    const mobile = normaliseMobile(input.mobileno);
    if (!mobile) return fail(messages.invalidMobile);
    const lat = Number(input.latitude);
    const lng = Number(input.longitude);
    if (!insideSriLanka(lat, lng)) return fail("Please drag the home icon to your exact location in Sri Lanka.");

    const day = slDay();
    const attempts = feasibilityAttempts.findFirst((q) => q.where({ mobileno: mobile, day }));
    if (attempts && attempts.count >= FEASIBILITY_ATTEMPTS_PER_DAY) {
      return fail(`You have reached the maximum of ${FEASIBILITY_ATTEMPTS_PER_DAY} feasibility checks for today. Please try again tomorrow.`);
    }
    if (attempts) {
      await feasibilityAttempts.update(attempts, {
        data(a) {
          a.count += 1;
        },
      });
    } else {
      await feasibilityAttempts.create({ mobileno: mobile, day, count: 1 });
    }

    const { city, km } = nearestCity(lat, lng);
    const covered = km <= MAX_REACH_KM && coveredDistricts.includes(city.district);
    return ok({
      dpexist: covered ? "Y" : "N",
      rtom: city.rtom,
      city: city.city,
      district: city.district,
      attemptsLeft: FEASIBILITY_ATTEMPTS_PER_DAY - (attempts?.count ?? 0) - 1,
    });
  }),

  implement(sales.lteCoverage, ({ input }) => {
    const lat = Number(input.latitude);
    const lng = Number(input.longitude);
    if (!insideSriLanka(lat, lng)) return fail("Please drag the home icon to your exact location in Sri Lanka.");
    return ok({ coverage: lteCoverageAt(lat, lng) });
  }),
];
