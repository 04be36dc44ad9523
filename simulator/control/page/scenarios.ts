/**
 * Scenarios: every file of scenarios/ with a Load button, a form to paste a scenario or upload a file,
 * the users a load made (with the way into the portal and a way to save each one's state as a
 * scenario), and the problems of a scenario that was refused.
 */
import { listScenarioFiles } from "../../scenarios/files";
import type { ScenarioIssue } from "../../scenarios/load";
import { findUser } from "../../store";
import { html, scrollTable, type Markup } from "../html";
import { createdPanel, portalLink, saveLink } from "./personas";

/** A user a load made, as the redirect carries it (`user=alice:fibre-3@sim.test`). */
export interface LoadedUserRef {
  as: string;
  userName: string;
}

/** What a load left to show: the scenario (its file, or its name), and its users in order. */
export interface LoadedView {
  scenario: string;
  users: LoadedUserRef[];
}

/** A scenario that was refused: where it came from, its problems, and the text to fix (pasted or uploaded). */
export interface RefusedView {
  source: string;
  issues: ScenarioIssue[];
  text?: string;
}

/** `user` query values ("alice:fibre-3@sim.test"): the `as` name never holds a colon, the user id may. */
export function loadedUsersOf(values: string[]): LoadedUserRef[] {
  return values.flatMap((value) => {
    const at = value.indexOf(":");
    return at > 0 ? [{ as: value.slice(0, at), userName: value.slice(at + 1) }] : [];
  });
}

/** The problems of a refused scenario, for the top of the page: each path in the file and what is wrong. */
export function refusedMessage(refused: RefusedView): Markup {
  return html`<div class="error" role="alert" id="scenario-problems">
<p><strong>The scenario${refused.source ? html` <code>${refused.source}</code>` : ""} was not loaded</strong>: nothing of it was applied. ${
    refused.issues.length === 1 ? "One problem" : `${refused.issues.length} problems`
  } (where in the file: what is wrong):</p>
<ul>${refused.issues.map((i) => html`<li><code>${i.path || "(the file)"}</code>: ${i.message}</li>`)}</ul>
<p>${refused.text !== undefined ? html`The scenario is in the <a href="#scenario-text">text box under Scenarios</a>: fix it there and load it again.` : html`Fix the file and load it again.`}</p>
</div>`;
}

function loadedPanel(loaded: LoadedView, portalUrl: string): Markup {
  if (!loaded.users.length) {
    return html`<p class="notice" role="status">Scenario <strong>${loaded.scenario}</strong> loaded. It makes no users: its canned answers, faults and steps are in force.</p>`;
  }
  const rows = loaded.users.map(({ as, userName }) => {
    const user = findUser(userName);
    if (!user) return html`<tr><th scope="row">${as}</th><td><code>${userName}</code></td><td colspan="3">No longer exists (the world was reset).</td></tr>`;
    return html`<tr><th scope="row">${as}</th><td><code>${user.userName}</code></td><td><code>${user.password}</code></td><td><a href="${portalLink(
      portalUrl,
      user.userName,
    )}" target="_blank" rel="noopener">Open the portal<span class="visually-hidden"> as ${as} (new tab)</span></a></td><td>${saveLink(user.userName, as)}</td></tr>`;
  });
  return html`<div class="loaded" id="scenario-loaded">
<h3>Scenario loaded: ${loaded.scenario}</h3>
${scrollTable(
  "Users of the scenario",
  html`<table><caption>Users of the scenario, by their name in the file (<code>as</code>)</caption><thead><tr><th scope="col">As</th><th scope="col">User id</th><th scope="col">Password</th><th scope="col">Portal</th><th scope="col">State</th></tr></thead><tbody>${rows}</tbody></table>`,
)}
${createdPanel(loaded.users[0]!.userName, portalUrl, loaded.users[0]!.as)}
</div>`;
}

export function scenariosSection(portalUrl: string, loaded: LoadedView | null, refused: RefusedView | null): Markup {
  const files = listScenarioFiles();
  const rows = files.map(
    (f) =>
      html`<tr><th scope="row">${f.name}<br><code>${f.file}</code></th><td>${f.description}</td><td><form method="post" action="/__sim/ui/scenarios/load" class="inline"><input type="hidden" name="file" value="${
        f.file
      }"><button type="submit">Load<span class="visually-hidden"> ${f.name}</span></button></form></td></tr>`,
  );
  return html`<section aria-labelledby="scenarios-h">
<h2 id="scenarios-h">Scenarios</h2>
<p>A scenario is a JSON file that makes users in any state the portal can show (usage, bills, wallet, orders), with canned operator answers, faults and clock steps. Loading one never touches other users. How to write one: <code>simulator/README.md</code>.</p>
${loaded ? loadedPanel(loaded, portalUrl) : null}
${scrollTable(
  "Scenario files",
  html`<table><caption>Scenario files in scenarios/</caption><thead><tr><th scope="col">Scenario</th><th scope="col">What it sets up</th><th scope="col"><span class="visually-hidden">Action</span></th></tr></thead><tbody>${
    rows.length ? rows : html`<tr><td colspan="3">No scenario files.</td></tr>`
  }</tbody></table>`,
)}
<h3>Load your own</h3>
<form method="post" action="/__sim/ui/scenarios/paste" class="stack wide">
<label for="scenario-text">Scenario <span class="hint">(paste a whole scenario file: JSON)</span></label>
<textarea id="scenario-text" name="scenario" rows="12" required spellcheck="false" autocomplete="off">${refused?.text ?? ""}</textarea>
<button type="submit">Load the pasted scenario</button>
</form>
<form method="post" action="/__sim/ui/scenarios/upload" enctype="multipart/form-data" class="stack">
<label for="scenario-file">Scenario file <span class="hint">(.json)</span></label>
<input id="scenario-file" name="file" type="file" accept=".json,application/json" required>
<button type="submit">Load the file</button>
</form>
<p class="hint">A refused scenario is listed with each problem's place in the file; nothing of it is applied. <em>Save as scenario</em> downloads a user's current state as a scenario file.</p>
</section>`;
}
