import { describe, expect, it } from "vitest";
import { connectionFees, DEFAULT_FEES, feesFromCharges } from "~/sales/fees.server";
import type { Operator } from "~/operator/route.server";

describe("connection fees", () => {
  it("takes each fee from its charge entry by BB_TYPE", () => {
    const fees = feesFromCharges([
      { BB_TYPE: "ADSL", INITIAL_FEE: 3000 },
      { BB_TYPE: "SLT 4G", INITIAL_FEE: 4100 },
      { BB_TYPE: " slt fiber ", INITIAL_FEE: 9500 },
    ]);
    expect(fees).toEqual({ fibre: 9500, megaline: 3000, lte: 4100 });
  });

  it("falls back to 10000 / 3500 / 3900 for missing or unusable entries", () => {
    expect(DEFAULT_FEES).toEqual({ fibre: 10000, megaline: 3500, lte: 3900 });
    expect(feesFromCharges([])).toEqual(DEFAULT_FEES);
    expect(
      feesFromCharges([
        { BB_TYPE: "SLT Fiber", INITIAL_FEE: 0 },
        { BB_TYPE: "Other", INITIAL_FEE: 1 },
      ]),
    ).toEqual(DEFAULT_FEES);
    expect(feesFromCharges([{ BB_TYPE: "SLT 4G", INITIAL_FEE: 4000 }])).toEqual({ ...DEFAULT_FEES, lte: 4000 });
  });

  it("reads the operator's charge list, and uses the defaults when it cannot be read", async () => {
    const operator = (answer: unknown) => ({ data: async () => answer }) as unknown as Operator;
    const read = await connectionFees(operator({ ok: true, data: { Results: [{ BB_TYPE: "SLT Fiber", INITIAL_FEE: 8000 }] } }));
    expect(read).toEqual({ ...DEFAULT_FEES, fibre: 8000 });
    expect(await connectionFees(operator({ ok: false, message: "down" }))).toEqual(DEFAULT_FEES);
  });
});
