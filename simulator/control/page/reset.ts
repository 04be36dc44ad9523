/** Reset: a fresh world from a seed. */
import { world } from "../../world";
import { html, type Markup } from "../html";

export function resetSection(): Markup {
  return html`<section aria-labelledby="reset-h">
<h2 id="reset-h">Reset</h2>
<p>Deletes every user, fault and journal entry and recreates the demo personas. The same seed gives the same world.</p>
<form method="post" action="/__sim/ui/reset" class="stack">
<label for="reset-seed">Seed</label>
<input id="reset-seed" name="seed" type="number" step="1" inputmode="numeric" required value="${world.seed}">
<button type="submit" class="danger">Reset the world</button>
</form>
</section>`;
}
