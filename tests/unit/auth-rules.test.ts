import { describe, expect, it } from "vitest";
import { passwordError, signInError, userIdError, userIdType } from "~/auth/rules";
import { registerOtpSchema, registerSchema, resetPasswordSchema, signInSchema } from "~/auth/validation";
import { parseWithSchema } from "~/forms/parse";

function form(entries: Array<[string, string]>) {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
}

describe("user id rules", () => {
  it("requires a user id, trimmed", () => {
    expect(userIdError("")).toBe("User ID cannot be empty");
    expect(userIdError("   ")).toBe("User ID cannot be empty");
  });

  it("accepts emails as EMAIL and mobile numbers as MOBILE", () => {
    expect(userIdType(" nimal@example.lk ")).toBe("EMAIL");
    expect(userIdType("0771234567")).toBe("MOBILE");
    expect(userIdType("+94771234567")).toBe("MOBILE");
    expect(userIdType("077-123-4567")).toBe("MOBILE");
    expect(userIdType("077 123 456789")).toBe("MOBILE");
  });

  it("rejects anything else with the sign-in and the register wording", () => {
    for (const bad of ["abc", "nimal@", "12345", "077123456789012", "nimal@example"]) {
      expect(userIdError(bad), bad).toBe("Enter valid email or mobile ");
      expect(userIdError(bad, "register"), bad).toBe("Enter valid email or mobile number");
    }
  });
});

describe("password rule", () => {
  it("needs at least 6 characters after trimming", () => {
    expect(passwordError("12345")).toBe("Minimum 6 characters");
    expect(passwordError("  12345  ")).toBe("Minimum 6 characters");
    expect(passwordError("123456")).toBeNull();
  });
});

describe("sign-in check order", () => {
  it("reports the user id first and only the first failure", () => {
    expect(signInError({ userId: "", password: "" })).toEqual({ field: "userId", message: "User ID cannot be empty" });
    expect(signInError({ userId: "bad", password: "1" })).toEqual({ field: "userId", message: "Enter valid email or mobile " });
    expect(signInError({ userId: "a@b.lk", password: "1" })).toEqual({ field: "password", message: "Minimum 6 characters" });
    expect(signInError({ userId: "a@b.lk", password: "123456" })).toBeNull();
  });

  it("gives the server schema the same single error and trimmed values", () => {
    const bad = parseWithSchema(
      form([
        ["userId", "x"],
        ["password", "1"],
      ]),
      { schema: signInSchema },
    );
    expect(bad.status).toBe("error");
    expect(bad.reply().error).toEqual({ userId: ["Enter valid email or mobile "] });
    const good = parseWithSchema(
      form([
        ["userId", " 0771234567 "],
        ["password", " secret1 "],
      ]),
      { schema: signInSchema },
    );
    expect(good.status === "success" && good.value).toEqual({ userId: "0771234567", password: "secret1", userType: "MOBILE" });
  });
});

describe("register schema", () => {
  it("reports every field with the register messages", () => {
    const result = parseWithSchema(
      form([
        ["userId", "x"],
        ["name", " "],
        ["password", "123"],
      ]),
      { schema: registerSchema },
    );
    expect(result.reply().error).toEqual({
      userId: ["Enter valid email or mobile number"],
      name: ["Name cannot be empty"],
      password: ["Minimum 6 characters"],
      terms: ["Please agree to the terms & conditions"],
    });
  });
});

describe("OTP", () => {
  it("joins the six boxes and needs exactly 6 digits", () => {
    const six = "123456".split("").map((d) => ["otp", d] as [string, string]);
    const ok = parseWithSchema(form(six), { schema: registerOtpSchema });
    expect(ok.status === "success" && ok.value.otp).toBe("123456");
    const five = parseWithSchema(form(six.slice(0, 5)), { schema: registerOtpSchema });
    expect(five.status).toBe("error");
    const letters = parseWithSchema(form([["otp", "12a456"]]), { schema: registerOtpSchema });
    expect(letters.status).toBe("error");
  });

  it("checks the new password with the OTP", () => {
    const result = parseWithSchema(form([...["1", "2", "3", "4", "5", "6"].map((d) => ["otp", d] as [string, string]), ["newPassword", "abc"]]), {
      schema: resetPasswordSchema,
    });
    expect(result.reply().error).toEqual({ newPassword: ["Minimum 6 characters"] });
  });
});
