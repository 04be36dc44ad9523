import { describe, expect, it } from "vitest";
import { parseWithSchema } from "~/forms/parse";
import { alternateKind, contactError, needsPassword, otpSchema, profileSchemaFor } from "~/routes/_shell.myProfile/schema";

const form = (entries: Array<[string, string]>) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};

describe("profile forms", () => {
  it("asks MOBILE users for an email and the others for a mobile", () => {
    expect(alternateKind("MOBILE")).toBe("EMAIL");
    expect(alternateKind("EMAIL")).toBe("MOBILE");
    expect(alternateKind("Google")).toBe("MOBILE");
    expect(needsPassword("EMAIL")).toBe(true);
    expect(needsPassword("MOBILE")).toBe(true);
    expect(needsPassword("Facebook")).toBe(false);
  });

  it("checks the contact patterns with the spec's messages", () => {
    expect(contactError("EMAIL", "a@b.lk")).toBeNull();
    expect(contactError("EMAIL", "0771234567")).toBe("Enter valid email");
    expect(contactError("MOBILE", "0771234567")).toBeNull();
    expect(contactError("MOBILE", "+94771234567")).toBeNull();
    expect(contactError("MOBILE", "077-123-4567")).toBeNull();
    expect(contactError("MOBILE", "12ab")).toBe("Enter valid mobile number");
  });

  it("validates the profile form and trims its values", () => {
    const bad = parseWithSchema(
      form([
        ["name", " "],
        ["altrContact", "x"],
      ]),
      { schema: profileSchemaFor("MOBILE") },
    );
    expect(bad.status).toBe("error");
    expect(bad.status === "error" && bad.error).toMatchObject({ name: ["Name cannot be empty"], altrContact: ["Enter valid mobile number"] });
    const good = parseWithSchema(
      form([
        ["name", " Nimal "],
        ["altrContact", " 0771234567 "],
      ]),
      { schema: profileSchemaFor("MOBILE") },
    );
    expect(good.status).toBe("success");
    expect(good.status === "success" && good.value).toEqual({ name: "Nimal", altrContact: "0771234567" });
  });

  it("joins the six OTP boxes, and checks them on Verify only", () => {
    const verify = (otp: Array<[string, string]>) => parseWithSchema(form([["intent", "verify"], ...otp]), { schema: otpSchema });
    const good = verify([..."123456"].map((d) => ["otp", d] as [string, string]));
    expect(good.status === "success" && good.value.otp).toBe("123456");
    const short = verify([["otp", "12"]]);
    expect(short.status === "error" && short.error).toMatchObject({ otp: ["Enter Valid Otp"] });
    expect(parseWithSchema(form([["intent", "resend"]]), { schema: otpSchema }).status).toBe("success");
  });
});
