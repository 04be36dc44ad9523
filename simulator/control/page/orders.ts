/**
 * Online orders: the latest drafts of the sales wizards with their status as the operator reports
 * it (it moves with the simulator clock once documents arrive) and the documents received.
 */
import { drafts, isPaid, progressOf } from "../../areas/sales/state";
import { formatTime, html, scrollTable, type Markup } from "../html";

function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function ordersSection(limit = 20): Markup {
  const latest = drafts
    .all()
    .sort((a, b) => b.requestedAt - a.requestedAt)
    .slice(0, limit);
  const rows = latest.map((d) => {
    const documents = d.documents.length
      ? html`<ul>${d.documents.map((doc) => html`<li><code>${doc.field}</code>: ${doc.name} (${doc.type || "no type"}, ${kilobytes(doc.size)})</li>`)}</ul>`
      : html`<em>None</em>`;
    return html`<tr><th scope="row"><code>${d.refNo}</code></th><td>${d.kind} ${d.userComment}${isPaid(d.refNo) ? ", paid" : ""}</td><td>${d.fields.mobileno ?? ""}</td><td>${
      progressOf(d).status
    }</td><td>${d.agentCode ?? "—"}</td><td>${documents}${d.documentsAt !== null ? html`<br><span class="hint">received ${formatTime(d.documentsAt)}</span>` : ""}</td></tr>`;
  });
  return html`<section aria-labelledby="orders-h">
<h2 id="orders-h">Orders</h2>
${scrollTable(
  "Orders",
  html`<table><caption>Online orders, latest first</caption><thead><tr><th scope="col">Reference</th><th scope="col">Order</th><th scope="col">Mobile</th><th scope="col">Status</th><th scope="col">Agent code</th><th scope="col">Documents</th></tr></thead><tbody>${
    rows.length ? rows : html`<tr><td colspan="6">No orders yet.</td></tr>`
  }</tbody></table>`,
)}
</section>`;
}
