/** The look of the simulated hosted payment pages: operator-branded, accessible, readable at 375 px. */

export const esc = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const rupees = (amount: number) => `Rs. ${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function detailList(rows: Array<[label: string, value: string]>): string {
  return `<dl>${rows.map(([label, value]) => `<div><dt>${esc(label)}</dt><dd>${esc(value)}</dd></div>`).join("")}</dl>`;
}

/** A message instead of the payment form (unknown reference, already paid...). */
export function notice(text: string, backUrl?: string | null): string {
  const back = backUrl ? `<p><a class="link" href="${esc(backUrl)}">Return to the shop</a></p>` : "";
  return `<p class="notice" role="alert">${esc(text)}</p>${back}`;
}

/** Approve / Decline: both post the hidden fields to the page's decision route. */
export function decisionForm(action: string, hidden: Record<string, string>, extra = ""): string {
  const fields = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`)
    .join("");
  return `<form method="post" action="${esc(action)}">${fields}${extra}
<div class="actions">
<button type="submit" name="decision" value="approve" class="approve">Approve payment</button>
<button type="submit" name="decision" value="decline" class="decline">Decline payment</button>
</div></form>`;
}

export function hostedPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} | SLTMOBITEL</title>
<style>
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#f2f5fa;font-size:1rem;line-height:1.5}
header{background:#0b3d91;color:#fff;padding:.9rem 1rem;display:flex;align-items:center;gap:.6rem}
header .logo{font-weight:800;letter-spacing:.04em}header .logo span{color:#7fd957}
main{max-width:30rem;margin:1.5rem auto;padding:0 1rem}
.card{background:#fff;border-radius:10px;box-shadow:0 1px 4px rgba(0,0,0,.12);padding:1.25rem}
h1{font-size:1.35rem;margin:0 0 1rem}
dl{margin:0 0 1rem}dl div{display:flex;justify-content:space-between;gap:1rem;padding:.5rem 0;border-bottom:1px solid #e3e8ef}
dt{color:#4a5563}dd{margin:0;font-weight:600;text-align:right;overflow-wrap:anywhere}
.amount dd{font-size:1.25rem;color:#0b3d91}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input[type=text]{width:100%;padding:.65rem;font-size:1rem;border:1px solid #8a94a3;border-radius:6px}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.25rem}
button{flex:1 1 12rem;min-height:3rem;font-size:1rem;font-weight:700;border-radius:6px;border:2px solid transparent;cursor:pointer}
.approve{background:#1f7a1f;color:#fff}.decline{background:#fff;color:#a4161a;border-color:#a4161a}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #f2a900;outline-offset:2px}
.notice{background:#fff4e5;border-left:4px solid #b35c00;padding:.75rem;margin:0 0 1rem}
.note{font-size:.875rem;color:#4a5563;margin-top:1rem}.link{color:#0b3d91;font-weight:600}
</style></head><body>
<header><div class="logo">SLT<span>MOBITEL</span></div><div>Secure payment</div></header>
<main><div class="card">
<h1>${esc(title)}</h1>
${body}
<p class="note">This page is the operator simulator's stand-in for the payment gateway. No card is charged.</p>
</div></main></body></html>`;
}
