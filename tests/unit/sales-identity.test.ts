import { describe, expect, it } from "vitest";
import {
  birthDateOfNic,
  eligibilityOutcome,
  genderOfNic,
  genderOfTitle,
  idProblem,
  isMobile,
  isPassport,
  isPublicPassport,
  isValidNic,
  nameProblem,
  nicMatchesTitle,
  readNic,
} from "~/sales/identity";

describe("NIC", () => {
  it("reads a man's 10-character NIC: 19 + two digits, day of year 340 → 5 December", () => {
    expect(readNic("853400937V")).toEqual({ gender: "Male", dateOfBirth: "1985-12-05" });
    expect(readNic("853400937x")).toEqual({ gender: "Male", dateOfBirth: "1985-12-05" });
  });

  it("reads a woman's 10-character NIC: day code minus 500 (654 → day 154 → 2 June)", () => {
    expect(readNic("866541234V")).toEqual({ gender: "Female", dateOfBirth: "1986-06-02" });
  });

  it("reads a man's 12-character NIC: four-digit year, day at positions 5-7 (123 → 2 May)", () => {
    expect(readNic("199012301234")).toEqual({ gender: "Male", dateOfBirth: "1990-05-02" });
  });

  it("reads a woman's 12-character NIC (755 → day 255 → 11 September)", () => {
    expect(readNic("199575512345")).toEqual({ gender: "Female", dateOfBirth: "1995-09-11" });
  });

  it("counts February as 29 days in every year: day 61 is 1 March, day 60 exists only in leap years", () => {
    expect(birthDateOfNic("199906101234")).toBe("1999-03-01");
    expect(birthDateOfNic("200006001234")).toBe("2000-02-29");
    expect(birthDateOfNic("199906001234")).toBeNull();
    expect(birthDateOfNic("199936601234")).toBe("1999-12-31");
  });

  it("accepts 9 digits + x/X/v/V or 12 digits only", () => {
    for (const nic of ["853400937V", "853400937v", "853400937X", "199012301234"]) expect(isValidNic(nic)).toBe(true);
    for (const nic of ["85340093V", "853400937A", "19901230123", "1990123012345", "", "199000001234", "199940001234", "199990001234"]) {
      expect(isValidNic(nic)).toBe(false);
    }
    expect(idProblem("nic", "85340093V")).toBe("details.error.nic");
    expect(idProblem("nic", "853400937V")).toBeNull();
  });
});

describe("the gender check", () => {
  it("takes the gender from the day code (below 500 male) and compares it with the title", () => {
    expect(genderOfNic("853400937V")).toBe("Male");
    expect(genderOfNic("199575512345")).toBe("Female");
    expect(nicMatchesTitle("853400937V", "Mr")).toBe(true);
    expect(nicMatchesTitle("853400937V", "Mrs")).toBe(false);
    expect(nicMatchesTitle("866541234V", "Ms")).toBe(true);
    expect(nicMatchesTitle("866541234V", "Mrs")).toBe(true);
    expect(nicMatchesTitle("199575512345", "Mr")).toBe(false);
    // No title yet: nothing to disagree with.
    expect(nicMatchesTitle("199575512345", "")).toBe(true);
  });

  it("derives the gender from the title: Mr male, Mrs and Ms female", () => {
    expect(genderOfTitle("Mr")).toBe("Male");
    expect(genderOfTitle("Mrs")).toBe("Female");
    expect(genderOfTitle("Ms")).toBe("Female");
  });
});

describe("passport", () => {
  it("follows the public wizard's pattern: A-P, R-W or Y; 1-9; a digit; optional space; four digits; 1-9", () => {
    for (const pp of ["N4820173", "N48 20173", "n4820173", "A1000001", "Y9912349", "R12 34561"]) expect(isPublicPassport(pp)).toBe(true);
    for (const pp of ["Q4820173", "X4820173", "Z4820173", "N0820173", "N4820170", "N482017", "N48201733", "48201733", "N48  20173"]) {
      expect(isPublicPassport(pp)).toBe(false);
    }
  });

  it("says 'cannot be empty' before 'not valid'", () => {
    expect(idProblem("pp", "  ")).toBe("details.error.passportEmpty");
    expect(idProblem("pp", "Q4820173")).toBe("details.error.passport");
    expect(idProblem("pp", "N4820173")).toBeNull();
  });

  it("the LTE wizard's looser rule: not empty and shorter than 10 characters", () => {
    expect(isPassport("Q482")).toBe(true);
    expect(isPassport("")).toBe(false);
    expect(isPassport("N482017300")).toBe(false);
  });
});

describe("names and mobile", () => {
  it("wants letters only", () => {
    expect(nameProblem("")).toBe("details.error.empty");
    expect(nameProblem("Nimal2")).toBe("details.error.letters");
    expect(nameProblem("Mary Ann")).toBeNull();
  });

  it("takes a mobile as optional +, 3 + 3 + 4 to 6 digits with optional separators", () => {
    for (const m of ["0771234567", "077 123 4567", "077-123-4567", "+94771234567"]) expect(isMobile(m)).toBe(true);
    for (const m of ["07712345", "077123456789012", "abc1234567"]) expect(isMobile(m)).toBe(false);
  });
});

describe("the eligibility answer", () => {
  const answer = { eligibility: "Y", customer_exist: "N", outstanding: "N", sltnic: null, reason: null } as const;

  it("verifies an eligible NIC and keeps the NIC on record", () => {
    expect(eligibilityOutcome("nic", { ...answer, sltnic: "199012301234" })).toEqual({
      verified: true,
      clearId: false,
      error: null,
      alert: null,
      sltNic: "199012301234",
    });
  });

  it("clears an ineligible NIC, shows the operator's reason and tells an existing customer to visit the office", () => {
    const outcome = eligibilityOutcome("nic", { ...answer, eligibility: "N", customer_exist: "Y", reason: "Not eligible" });
    expect(outcome).toMatchObject({ verified: false, clearId: true, error: { text: "Not eligible" } });
    expect(outcome.alert).toEqual({ title: "details.alert.existing", message: "details.alert.visitOffice" });
    expect(eligibilityOutcome("nic", { ...answer, eligibility: "N" }).alert?.title).toBe("details.alert.notExisting");
  });

  it("sends an eligible existing customer who owes money to the bill page", () => {
    const outcome = eligibilityOutcome("nic", { ...answer, customer_exist: "Y", outstanding: "Y" });
    expect(outcome.verified).toBe(true);
    expect(outcome.alert).toEqual({
      title: "details.alert.existing",
      message: "details.alert.checkOutstanding",
      link: { to: "/bill/0", label: "details.alert.checkFromHere" },
    });
  });

  it("asks a passport holder with an outstanding balance to settle it; a failed call says so", () => {
    expect(eligibilityOutcome("pp", { ...answer, eligibility: "N", outstanding: "Y" }).error).toEqual({ key: "details.error.settleOutstanding" });
    expect(eligibilityOutcome("pp", null)).toMatchObject({ verified: false, error: { key: "details.error.checkFailed" } });
  });
});
