/**
 * Online orders: the latest drafts of the fibre and LTE wizards with their cart, their status as
 * the operator reports it (it moves with the simulator clock once documents arrive) and the
 * documents received; and the sales leads of the LTE wizard where it found no coverage.
 */
import { rupees } from "../../areas/payments/page";
import { lteCoverageAt } from "../../areas/sales/coverage";
import { drafts, invoiceLines, isPaid, progressOf, salesLeads, type DraftRecord } from "../../areas/sales/state";
import { formatTime, html, scrollTable, type Markup } from "../html";

function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function cartCell(refNo: string): Markup {
  const cart = invoiceLines.findMany((q) => q.where({ refNo })).sort((a, b) => a.at - b.at);
  if (!cart.length) return html`<em>Empty</em>`;
  return html`<ul>${cart.map((l) => html`<li>${l.serviceType}: ${l.packageName} (${l.iniCharge ? `${rupees(l.iniCharge)} once` : `${rupees(l.rental)} a month`})</li>`)}</ul>`;
}

function statusCell(d: DraftRecord): Markup {
  const progress = progressOf(d);
  const extras = [
    isPaid(d.refNo) ? `crm_state ${progress.crm_state}, sys_status ${progress.sys_status}` : null,
    d.orderStatus ? `status code ${d.orderStatus}` : null,
    d.failsAt !== null ? `fails at CRM step ${d.failsAt}` : null,
  ].filter(Boolean);
  return html`${progress.status}${extras.length ? html`<br><span class="hint">${extras.join("; ")}</span>` : ""}`;
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
    return html`<tr><th scope="row"><code>${d.refNo}</code></th><td>${d.kind === "LTE" ? "4G LTE" : "Fibre"} ${d.userComment}${isPaid(d.refNo) ? ", paid" : ""}<br><span class="hint">${d.owner}</span></td><td>${d.fields.mobileno ?? ""}</td><td>${cartCell(d.refNo)}</td><td>${statusCell(
      d,
    )}</td><td>${d.agentCode ?? "—"}</td><td>${documents}${d.documentsAt !== null ? html`<br><span class="hint">received ${formatTime(d.documentsAt)}</span>` : ""}</td></tr>`;
  });
  return html`<section aria-labelledby="orders-h">
<h2 id="orders-h">Orders</h2>
${scrollTable(
  "Orders",
  html`<table><caption>Online orders (fibre and 4G LTE), latest first</caption><thead><tr><th scope="col">Reference</th><th scope="col">Order</th><th scope="col">Mobile</th><th scope="col">Cart</th><th scope="col">Status</th><th scope="col">Agent code</th><th scope="col">Documents</th></tr></thead><tbody>${
    rows.length ? rows : html`<tr><td colspan="7">No orders yet.</td></tr>`
  }</tbody></table>`,
)}
</section>`;
}

export function leadsSection(limit = 20): Markup {
  const latest = salesLeads
    .all()
    .sort((a, b) => b.at - a.at || b.id - a.id)
    .slice(0, limit);
  const rows = latest.map((lead) => {
    const f = lead.fields;
    const lat = Number(f.latitude);
    const lng = Number(f.longitude);
    const located = f.latitude && f.longitude && Number.isFinite(lat) && Number.isFinite(lng);
    return html`<tr><th scope="row">${lead.id}</th><td>${formatTime(lead.at)}</td><td>${lead.servicetype}</td><td>${f.name || "—"}<br><span class="hint">${lead.owner}</span></td><td>${
      [f.mobileno, f.email].filter(Boolean).join(", ") || "—"
    }</td><td>${[f.address, f.city, f.district].filter(Boolean).join(", ") || "—"}${
      located ? html`<br><span class="hint">${lat.toFixed(4)}, ${lng.toFixed(4)}: coverage ${lteCoverageAt(lat, lng)}</span>` : ""
    }</td><td>${f.REF_NO ? html`<code>${f.REF_NO}</code>` : "—"}</td></tr>`;
  });
  return html`<section aria-labelledby="leads-h">
<h2 id="leads-h">Sales leads</h2>
<p class="hint">Customers the LTE wizard found no coverage for, to be called back (sales.createSalesLead).</p>
${scrollTable(
  "Sales leads",
  html`<table><caption>Sales leads, latest first</caption><thead><tr><th scope="col">Lead</th><th scope="col">At</th><th scope="col">Service</th><th scope="col">Name</th><th scope="col">Contact</th><th scope="col">Place</th><th scope="col">Order</th></tr></thead><tbody>${
    rows.length ? rows : html`<tr><td colspan="7">No sales leads yet.</td></tr>`
  }</tbody></table>`,
)}
</section>`;
}
