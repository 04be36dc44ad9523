/** A refused form keeps what was typed, but never sends a password back to the browser. */
import { describe, expect, it } from "vitest";
import { registerSchema } from "~/auth/validation";
import { parseWithSchema } from "~/forms/parse";
import { formFailure } from "~/operator/outcome.server";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

describe("formFailure", () => {
  it("answers 400 with the typed values and the field errors, without the password", async () => {
    const submission = parseWithSchema(form({ userId: "12", name: "Amali", password: "Secret@4821" }), { schema: registerSchema });
    const response = formFailure(submission);
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).toContain("Amali");
    expect(text).not.toContain("Secret@4821");
  });

  it("the operator's refusal is the form's error, and the password stays out", async () => {
    const submission = parseWithSchema(form({ userId: "a@b.lk", name: "Amali", password: "Secret@4821", terms: "on" }), { schema: registerSchema });
    const text = await formFailure(submission, "This user ID is already registered. Please sign in.").text();
    expect(text).toContain("This user ID is already registered. Please sign in.");
    expect(text).not.toContain("Secret@4821");
  });
});

describe("every form field is bounded", () => {
  it("a value over 1000 characters is refused beside its field, whatever the schema", () => {
    const submission = parseWithSchema(form({ userId: "a@b.lk", name: "x".repeat(1001), password: "Secret@4821", terms: "on" }), { schema: registerSchema });
    if (submission.status !== "error") throw new Error("expected the long name to be refused");
    expect(submission.error).toEqual({ name: ["Maximum 1000 characters"] });
  });

  it("a value of 1000 characters goes on to the schema's own rules", () => {
    const submission = parseWithSchema(form({ userId: "a@b.lk", name: "x".repeat(1000), password: "Secret@4821", terms: "on" }), { schema: registerSchema });
    expect(submission.status === "error" ? submission.error?.name : undefined).toBeUndefined();
  });
});
