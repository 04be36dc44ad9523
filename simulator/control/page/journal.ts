/** The journal: the latest exchanges with their user, contract, status, verdicts and fault. */
import { journal } from "../../journal";
import { formatTime, html, scrollTable, type Markup } from "../html";

const verdict = (ok: boolean | null) => (ok === null ? "—" : ok ? "ok" : html`<strong class="bad">broken</strong>`);

export function journalSection(limit = 50): Markup {
  const entries = journal.list({ limit });
  const rows = entries.map(
    (e) =>
      html`<tr><td>${formatTime(e.at)}</td><td>${e.user ?? "—"}</td><td><code>${e.contract}</code></td><td>${e.status ?? "pending"}</td><td>request ${verdict(
        e.requestOk,
      )}, answer ${verdict(e.answerOk)}${e.issues.length ? html`<ul>${e.issues.map((i) => html`<li>${i}</li>`)}</ul>` : null}</td><td>${e.fault ?? "—"}</td></tr>`,
  );
  return html`<section aria-labelledby="journal-h">
<h2 id="journal-h">Journal</h2>
${scrollTable(
  "Journal",
  html`<table><caption>The latest ${limit} exchanges, newest first</caption><thead><tr><th scope="col">At</th><th scope="col">User</th><th scope="col">Contract</th><th scope="col">Status</th><th scope="col">Verdicts</th><th scope="col">Fault</th></tr></thead><tbody>${
    rows.length ? rows : html`<tr><td colspan="6">No requests yet.</td></tr>`
  }</tbody></table>`,
)}
<p>Everything as JSON: <a href="/__sim/api/journal?limit=2000">journal</a>, <a href="/__sim/api/transcript-hash">transcript hash</a>, <a href="/__sim/api/snapshot">snapshot</a>.</p>
</section>`;
}
