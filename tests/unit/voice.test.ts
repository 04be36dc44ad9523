import { describe, expect, it } from "vitest";
import { parseWithSchema } from "~/forms/parse";
import { subscribeSchema } from "~/routes/_shell.voice/schema";

const errorsOf = (s: object) => ("error" in s ? (s.error as Record<string, string[]> | undefined) : undefined);

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.append(k, v);
  return data;
}

describe("call forwarding subscribe form", () => {
  it("wants exactly 10 characters: 'Enter valid number'", () => {
    for (const number of ["", "077123456", "07712345678"]) {
      const s = parseWithSchema(form({ number, agree: "on" }), { schema: subscribeSchema });
      expect(s.status).toBe("error");
      expect(errorsOf(s)?.number).toEqual(["Enter valid number"]);
    }
  });

  it("wants the terms agreed: 'please agree the condition'", () => {
    const s = parseWithSchema(form({ number: "0771234567" }), { schema: subscribeSchema });
    expect(errorsOf(s)).toEqual({ agree: ["please agree the condition"] });
  });

  it("accepts a 10-character number with the terms, trimmed", () => {
    const s = parseWithSchema(form({ number: " 0771234567 ", agree: "on" }), { schema: subscribeSchema });
    expect(s.status).toBe("success");
    expect(s.status === "success" && s.value.number).toBe("0771234567");
  });
});
