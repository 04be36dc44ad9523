/** Faults: the rules in force, a form to add one, remove one, clear all. */
import { registry } from "#contracts/registry";
import { faultDescriptions, faultKinds, faults } from "../../faults";
import { buttonForm, html, scrollTable, type Markup } from "../html";

function contractOptions(): Markup[] {
  const areas = [...new Set(registry.map((c) => c.area))];
  return areas.map(
    (area) =>
      html`<optgroup label="${area}">${registry.filter((c) => c.area === area).map((c) => html`<option value="${c.name}">${c.name}</option>`)}</optgroup>`,
  );
}

export function faultsSection(): Markup {
  const rules = faults.list();
  const rows = rules.map(
    (r) =>
      html`<tr><td>${r.id}</td><td>${r.kind}</td><td>${r.contract ?? "every contract"}</td><td>${r.user ?? "every user"}</td><td>${
        r.remaining ?? "until removed"
      }</td><td>${r.probability === 1 ? "always" : `${Math.round(r.probability * 100)}%`}</td><td>${r.applied} of ${r.matched}</td><td>${buttonForm(
        "/__sim/ui/faults/remove",
        html`Remove<span class="visually-hidden"> fault ${r.id}</span>`,
        { id: r.id },
        "secondary",
      )}</td></tr>`,
  );
  const kinds = faultKinds.map((k) => html`<option value="${k}">${k}: ${faultDescriptions[k]}</option>`);
  return html`<section aria-labelledby="faults-h">
<h2 id="faults-h">Faults</h2>
${scrollTable(
  "Faults in force",
  html`<table><caption>Faults in force</caption><thead><tr><th scope="col">Id</th><th scope="col">Kind</th><th scope="col">Contract</th><th scope="col">User</th><th scope="col">Calls left</th><th scope="col">Chance</th><th scope="col">Hit</th><th scope="col"><span class="visually-hidden">Action</span></th></tr></thead><tbody>${
    rows.length ? rows : html`<tr><td colspan="8">No faults: every call is answered normally.</td></tr>`
  }</tbody></table>`,
)}
${rules.length ? buttonForm("/__sim/ui/faults/clear", "Clear all faults", {}, "secondary") : null}
<h3>Add a fault</h3>
<form method="post" action="/__sim/ui/faults/add" class="stack">
<label for="fault-kind">Kind</label>
<select id="fault-kind" name="kind" required>${kinds}</select>
<label for="fault-contract">Contract</label>
<select id="fault-contract" name="contract"><option value="">Every contract</option>${contractOptions()}</select>
<label for="fault-user">User id <span class="hint">(optional; empty for every user)</span></label>
<input id="fault-user" name="user" autocomplete="off">
<label for="fault-count">Number of calls <span class="hint">(optional; empty until removed)</span></label>
<input id="fault-count" name="count" type="number" min="1" step="1" inputmode="numeric">
<label for="fault-probability">Chance in percent <span class="hint">(optional; drawn from the seed)</span></label>
<input id="fault-probability" name="percent" type="number" min="0" max="100" step="1" inputmode="numeric" placeholder="100">
<label for="fault-latency">Latency in milliseconds <span class="hint">(latency faults only; removing the fault answers the calls it holds at once)</span></label>
<input id="fault-latency" name="latencyMs" type="number" min="0" step="100" inputmode="numeric" placeholder="1500">
<button type="submit">Add fault</button>
</form>
</section>`;
}
