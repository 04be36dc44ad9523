/** The clock: simulator time, advance, freeze or let run, set to a date. */
import { now, world } from "../../world";
import { buttonForm, formatTime, html, type Markup } from "../html";

export function clockSection(): Markup {
  const frozen = world.clock.frozenAt !== null;
  const current = now();
  return html`<section aria-labelledby="clock-h">
<h2 id="clock-h">Clock</h2>
<p>Simulator time: <strong class="big">${formatTime(current.getTime())}</strong> (${frozen ? "frozen" : "running"}).</p>
<form method="post" action="/__sim/ui/clock/advance" class="row">
<span id="advance-label">Advance by</span>
<button type="submit" name="by" value="hour" aria-describedby="advance-label">1 hour</button>
<button type="submit" name="by" value="day" aria-describedby="advance-label">1 day</button>
<button type="submit" name="by" value="month" aria-describedby="advance-label">30 days</button>
</form>
${buttonForm("/__sim/ui/clock/freeze", frozen ? "Let the clock run" : "Freeze the clock", { freeze: frozen ? "false" : "true" }, "secondary")}
<form method="post" action="/__sim/ui/clock/set" class="stack">
<label for="clock-at">Set to (UTC)</label>
<input id="clock-at" name="at" type="datetime-local" step="1" required value="${current.toISOString().slice(0, 19)}">
<button type="submit">Set the clock</button>
</form>
</section>`;
}
