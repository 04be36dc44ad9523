/** The control page at /__sim: demo credentials and the outbox, server-rendered. */
import { personaTemplates } from "../../fixtures/personas";
import { outbox } from "../store";

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function controlPage(simUrl: string, portalUrl: string): string {
  const personas = personaTemplates
    .map(
      (p) => `<tr><th scope="row">${esc(p.title)}</th><td>${esc(p.demonstrates)}</td><td>${
        p.demo ? `<code>${esc(p.demo.userName)}</code> / <code>${esc(p.demo.password)}</code>` : "<em>instantiate via API</em>"
      }</td></tr>`,
    )
    .join("");
  const messages = outbox
    .all()
    .sort((a, b) => b.id - a.id)
    .slice(0, 30)
    .map(
      (m) =>
        `<tr><td>${new Date(m.at).toISOString().replace("T", " ").slice(0, 19)}</td><td>${m.channel}</td><td>${esc(m.to)}</td><td>${
          m.otp ? `<strong>${m.otp}</strong>` : ""
        }</td><td>${esc(m.body)}</td></tr>`,
    )
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Operator simulator</title>
<style>body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1b2430}table{border-collapse:collapse;width:100%;margin-bottom:2rem}
th,td{border:1px solid #ccd;padding:.4rem .6rem;text-align:left;vertical-align:top;font-size:.9rem}caption{text-align:left;font-weight:700;font-size:1.1rem;padding:.5rem 0}
a{color:#0056a6}</style></head><body>
<h1>Operator simulator</h1>
<p>Portal: <a href="${esc(portalUrl)}">${esc(portalUrl)}</a>. Control API: <code>${esc(simUrl)}/__sim/api</code>.</p>
<table><caption>Personas</caption><thead><tr><th>Persona</th><th>Demonstrates</th><th>Demo sign-in</th></tr></thead><tbody>${personas}</tbody></table>
<table><caption>Outbox (latest first)</caption><thead><tr><th>At</th><th>Channel</th><th>To</th><th>OTP</th><th>Message</th></tr></thead><tbody>${
    messages || '<tr><td colspan="5">Nothing sent yet.</td></tr>'
  }</tbody></table>
</body></html>`;
}
