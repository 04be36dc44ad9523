/**
 * A circuit breaker per operator service: when a service fails `failures` calls in a row within
 * `windowMs` (no answer, a timeout, or a 5xx), the portal stops sending to it for `openMs` and
 * answers each call at once with the operator-unavailable message instead of waiting for every
 * call's timeout. Then one call is let through as a trial: if it is answered, calls flow again;
 * if it fails, the circuit stays open for another `openMs`.
 *
 * Kept in each portal instance (each one learns of an outage from its own calls within seconds).
 */
export interface CircuitRule {
  failures: number;
  windowMs: number;
  openMs: number;
}

/** Five failures in a row within 10 s hold a service back for 15 s. OPERATOR_CIRCUIT="5/10/15" (failures/window s/open s) or "off". */
export const DEFAULT_CIRCUIT: CircuitRule = { failures: 5, windowMs: 10_000, openMs: 15_000 };

export function parseCircuitRule(text: string | undefined): CircuitRule | null {
  if (!text) return DEFAULT_CIRCUIT;
  if (text.trim() === "off") return null;
  const [failures, windowS, openS] = text.split("/").map(Number);
  if (!failures || !windowS || !openS) throw new Error(`OPERATOR_CIRCUIT must be "failures/window s/open s" or "off", not "${text}"`);
  return { failures, windowMs: windowS * 1000, openMs: openS * 1000 };
}

export type CircuitState = "closed" | "open" | "trial";

export interface Circuit {
  /** Whether a call may be sent now (while open, no; after openMs, one trial call at a time). */
  allow(): boolean;
  /** What the call that was allowed came to. */
  record(ok: boolean): void;
  /** The call that was allowed was never sent (it failed before reaching the service): a trial is free again. */
  cancel(): void;
  state(): CircuitState;
}

export function circuit(rule: CircuitRule, onChange: (state: CircuitState) => void = () => {}, now: () => number = Date.now): Circuit {
  let state: CircuitState = "closed";
  let failures = 0;
  let firstFailureAt = 0;
  let openUntil = 0;
  let trialRunning = false;
  const become = (next: CircuitState) => {
    if (next === state) return;
    state = next;
    onChange(next);
  };
  const open = () => {
    openUntil = now() + rule.openMs;
    failures = 0;
    become("open");
  };
  return {
    allow() {
      if (state === "closed") return true;
      if (state === "open" && now() < openUntil) return false;
      if (trialRunning) return false;
      trialRunning = true;
      become("trial");
      return true;
    },
    record(ok) {
      if (state === "trial") {
        trialRunning = false;
        if (ok) {
          failures = 0;
          become("closed");
        } else open();
        return;
      }
      if (state === "open") return; // A call sent before the circuit opened.
      if (ok) {
        failures = 0;
        return;
      }
      const at = now();
      if (failures === 0 || at - firstFailureAt > rule.windowMs) {
        failures = 0;
        firstFailureAt = at;
      }
      failures += 1;
      if (failures >= rule.failures) open();
    },
    cancel() {
      if (state === "trial") trialRunning = false;
    },
    state: () => state,
  };
}
