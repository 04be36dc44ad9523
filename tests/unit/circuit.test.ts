/** The operator circuit breaker (app/operations/circuit.server.ts), on a clock the test moves. */
import { describe, expect, it } from "vitest";
import { circuit, DEFAULT_CIRCUIT, parseCircuitRule, type CircuitState } from "~/operations/circuit.server";

function clocked(rule = { failures: 3, windowMs: 10_000, openMs: 15_000 }) {
  let now = 1_000_000;
  const changes: CircuitState[] = [];
  const breaker = circuit(
    rule,
    (state) => changes.push(state),
    () => now,
  );
  return { breaker, changes, advance: (ms: number) => (now += ms) };
}

describe("the operator circuit breaker", () => {
  it("opens after the failures in a row within the window, holds calls back for openMs, then lets one trial through", () => {
    const { breaker, changes, advance } = clocked();
    for (let i = 0; i < 3; i++) {
      expect(breaker.allow()).toBe(true);
      breaker.record(false);
      advance(1_000);
    }
    expect(breaker.state()).toBe("open");
    expect(breaker.allow()).toBe(false);
    advance(13_000);
    expect(breaker.allow(), "still within the open time").toBe(false);
    advance(1_000);
    expect(breaker.allow(), "the trial").toBe(true);
    expect(breaker.allow(), "one trial at a time").toBe(false);
    breaker.record(true);
    expect(breaker.state()).toBe("closed");
    expect(breaker.allow()).toBe(true);
    expect(changes).toEqual(["open", "trial", "closed"]);
  });

  it("a failed trial opens it again for another openMs", () => {
    const { breaker, advance } = clocked();
    for (let i = 0; i < 3; i++) breaker.record(false);
    advance(15_000);
    expect(breaker.allow()).toBe(true);
    breaker.record(false);
    expect(breaker.state()).toBe("open");
    advance(14_999);
    expect(breaker.allow()).toBe(false);
    advance(1);
    expect(breaker.allow()).toBe(true);
  });

  it("a success between failures, or failures spread wider than the window, keep it closed", () => {
    const { breaker, advance } = clocked();
    breaker.record(false);
    breaker.record(false);
    breaker.record(true);
    breaker.record(false);
    breaker.record(false);
    expect(breaker.state()).toBe("closed");
    advance(11_000);
    breaker.record(false);
    expect(breaker.state(), "the two earlier failures are outside the window").toBe("closed");
    breaker.record(false);
    breaker.record(false);
    expect(breaker.state()).toBe("open");
  });

  it("reads OPERATOR_CIRCUIT: the default, failures/window/open in seconds, or off", () => {
    expect(parseCircuitRule(undefined)).toEqual(DEFAULT_CIRCUIT);
    expect(DEFAULT_CIRCUIT).toEqual({ failures: 5, windowMs: 10_000, openMs: 15_000 });
    expect(parseCircuitRule("3/20/30")).toEqual({ failures: 3, windowMs: 20_000, openMs: 30_000 });
    expect(parseCircuitRule("off")).toBeNull();
    expect(() => parseCircuitRule("3/x/30")).toThrow(/OPERATOR_CIRCUIT/);
  });
});

describe("a trial call that was never sent", () => {
  it("frees the trial for the next call rather than holding the service back for good", () => {
    const { breaker, advance } = clocked();
    for (let i = 0; i < 3; i++) breaker.record(false);
    advance(15_000);
    expect(breaker.allow(), "the trial").toBe(true);
    breaker.cancel();
    expect(breaker.allow(), "another trial").toBe(true);
    breaker.record(true);
    expect(breaker.state()).toBe("closed");
  });
});
