/** The outbox: what the operator would have sent by SMS or e-mail, latest first, the OTP prominent. */
import { outbox } from "../../store";
import { formatTime, html, scrollTable, type Markup } from "../html";

export function outboxSection(limit = 30): Markup {
  const messages = outbox
    .all()
    .sort((a, b) => b.id - a.id)
    .slice(0, limit);
  const latestOtp = messages.find((m) => m.otp);
  const rows = messages.map(
    (m) =>
      html`<tr><td>${formatTime(m.at)}</td><td>${m.channel === "sms" ? "SMS" : "E-mail"}</td><td>${m.to}</td><td>${
        m.otp ? html`<strong class="otp">${m.otp}</strong>` : "—"
      }</td><td>${m.body}</td></tr>`,
  );
  return html`<section aria-labelledby="outbox-h">
<h2 id="outbox-h">Outbox</h2>
${latestOtp ? html`<p>Latest OTP: <strong class="otp big">${latestOtp.otp}</strong> sent to <code>${latestOtp.to}</code> at ${formatTime(latestOtp.at)}.</p>` : html`<p>No OTP sent yet.</p>`}
${scrollTable(
  "Outbox",
  html`<table><caption>Messages, latest first</caption><thead><tr><th scope="col">At</th><th scope="col">Channel</th><th scope="col">To</th><th scope="col">OTP</th><th scope="col">Message</th></tr></thead><tbody>${
    rows.length ? rows : html`<tr><td colspan="5">Nothing sent yet.</td></tr>`
  }</tbody></table>`,
)}
</section>`;
}
