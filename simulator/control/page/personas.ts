/** Personas: pick a template, create a fresh user, and get its credentials and a way into the portal. */
import { cities } from "../../../fixtures/cities";
import { personaTemplates } from "../../../fixtures/personas";
import { personOf } from "../../personas";
import { lteCoverageAt } from "../../areas/sales/coverage";
import { drafts } from "../../areas/sales/state";
import { findUser, lines, linkedLines } from "../../store";
import { html, scrollTable, type Markup } from "../html";

/** The portal's sign-in page, with the user id the portal may prefill. */
export function portalLink(portalUrl: string, userName: string): string {
  const url = new URL(portalUrl);
  url.searchParams.set("userId", userName);
  return url.toString();
}

/** The file name a user's saved state downloads as. */
export function savedFileName(userName: string): string {
  return `scenario-${userName.replace(/[^a-z0-9@._-]+/gi, "-")}.json`;
}

/** The link that downloads a user's current state as a scenario file (GET /__sim/api/users/{userId}/scenario as an attachment). */
export function saveLink(userName: string, as?: string): Markup {
  return html`<a href="/__sim/ui/users/${encodeURIComponent(userName)}/scenario.json" download="${savedFileName(userName)}">Save as scenario<span class="visually-hidden"> (the state of ${
    as ?? userName
  }, a JSON file)</span></a>`;
}

/** The "New user ready" panel: credentials, lines, home, orders, and the ways into the portal. `as`: the user's name in a scenario. */
export function createdPanel(userName: string, portalUrl: string, as?: string): Markup {
  const user = findUser(userName);
  if (!user) return html`<p class="error" role="alert">User ${userName} no longer exists (the world was reset).</p>`;
  const linked = new Set(linkedLines(user.userName).map((l) => l.telephoneNo));
  const owned = lines.findMany((q) => q.where({ nic: user.nic }));
  const lineRows = owned.map(
    (l) =>
      html`<li><code>${l.telephoneNo}</code> (${l.promotionType}, account <code>${l.accountNo}</code>)${linked.has(l.telephoneNo) ? "" : " — not linked yet"}</li>`,
  );
  const orders = drafts.findMany((q) => q.where({ owner: user.userName }));
  const home = cities.find((c) => c.city === personOf(user).home);
  const portal = new URL(portalUrl);
  return html`<div class="created" id="created" tabindex="-1">
<h3>New user ready</h3>
<dl class="credentials">
${as ? html`<dt>In the scenario</dt><dd><code>${as}</code></dd>` : null}
<dt>Persona</dt><dd>${user.persona}</dd>
<dt>User id</dt><dd><code class="big">${user.userName}</code></dd>
<dt>Password</dt><dd><code class="big">${user.password}</code></dd>
<dt>NIC</dt><dd><code>${user.nic}</code></dd>
</dl>
${owned.length ? html`<p>Lines:</p><ul>${lineRows}</ul>` : html`<p>No lines.</p>`}
${home ? html`<p>Home: ${home.city} (${home.latitude}, ${home.longitude}), 4G LTE coverage ${lteCoverageAt(home.latitude, home.longitude)}.</p>` : null}
${orders.length ? html`<p>Orders (look one up at /applyonline with its reference; the code goes to the mobile):</p><ul>${orders.map((o) => html`<li><code>${o.refNo}</code> (${o.kind} ${o.userComment}, mobile <code>${o.fields.mobileno ?? ""}</code>)</li>`)}</ul>` : null}
<p><a class="button" href="${portalLink(portalUrl, user.userName)}" target="_blank" rel="noopener">Open the portal<span class="visually-hidden"> (new tab)</span></a></p>
<form method="post" action="${new URL("logout", portal).toString()}" target="_blank" class="inline">
<button type="submit" class="secondary">Sign the portal out first<span class="visually-hidden"> (new tab)</span></button></form>
<p class="hint">The portal opens on its sign-in page; if this browser is still signed in to the portal as someone else, sign it out first.</p>
<p>${saveLink(user.userName, as)} <span class="hint">(the user's state now, as a file to load again later or on another simulator)</span></p>
</div>`;
}

export function personasSection(portalUrl: string, created: string | null): Markup {
  const options = personaTemplates.map((p) => html`<option value="${p.key}">${p.title} (${p.key})</option>`);
  const rows = personaTemplates.map(
    (p) =>
      html`<tr><th scope="row">${p.title}<br><code>${p.key}</code></th><td>${p.demonstrates}</td><td>${
        p.demo ? html`<code>${p.demo.userName}</code> / <code>${p.demo.password}</code>` : html`<em>Create a user</em>`
      }</td></tr>`,
  );
  return html`<section aria-labelledby="personas-h">
<h2 id="personas-h">Personas</h2>
<form method="post" action="/__sim/ui/personas" class="stack">
<label for="persona">Persona</label>
<select id="persona" name="persona" required>${options}</select>
<button type="submit">Create user</button>
</form>
${created ? createdPanel(created, portalUrl) : null}
${scrollTable(
  "Persona catalogue",
  html`<table><caption>Persona catalogue</caption><thead><tr><th scope="col">Persona</th><th scope="col">Demonstrates</th><th scope="col">Demo sign-in</th></tr></thead><tbody>${rows}</tbody></table>`,
)}
</section>`;
}
