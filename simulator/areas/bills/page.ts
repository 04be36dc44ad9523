/** The hosted bill-pay pages' HTML: operator branded, readable, usable by keyboard and screen reader. */

export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const styles = `
:root{--primary:#0056a6;--primary-strong:#003f7a;--accent:#3ab54a;--text:#1b2430;--muted:#4a5565;--border:#c9d3df;--danger:#b42318;--surface:#fff;--alt:#f3f6fa}
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:var(--text);background:var(--alt)}
header{background:var(--primary);color:#fff;padding:.9rem 1.25rem;display:flex;align-items:center;gap:.75rem}
header strong{font-size:1.15rem}header span{opacity:.9}
main{max-width:34rem;margin:2rem auto;background:var(--surface);border:1px solid var(--border);border-radius:8px;padding:1.5rem}
h1{font-size:1.5rem;margin:0 0 1rem;color:var(--primary-strong)}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1.5rem}dt{color:var(--muted)}dd{margin:0;font-weight:600}
.amount{font-size:1.4rem}
fieldset{border:1px solid var(--border);border-radius:6px;padding:1rem;margin:0 0 1.25rem}legend{font-weight:600;padding:0 .25rem}
label{display:block;margin:.5rem 0 .2rem}input{width:100%;padding:.55rem;font-size:1rem;border:1px solid var(--muted);border-radius:4px}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
button{font-size:1rem;padding:.7rem 1.3rem;border-radius:6px;border:2px solid transparent;cursor:pointer}
.approve{background:#1f7a2e;color:#fff;border-color:#1f7a2e}.decline{background:#fff;color:var(--danger);border-color:var(--danger)}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.note{font-size:.9rem;color:var(--muted)}.error{color:var(--danger);font-weight:600}
a{color:var(--primary)}`;

const logo = `<svg width="32" height="32" viewBox="0 0 36 36" aria-hidden="true" focusable="false"><circle cx="18" cy="18" r="17" fill="#fff"/><path d="M9 22c4-9 14-9 18 0" stroke="#3ab54a" stroke-width="3.5" fill="none" stroke-linecap="round"/><circle cx="18" cy="24" r="3" fill="#0056a6"/></svg>`;

/** A complete page; `body` is trusted HTML (escape what callers send before putting it in). */
export function payPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} | Online payments</title><style>${styles}</style></head><body>
<header>${logo}<div><strong>Online payments</strong> <span>Secure card payment (simulated)</span></div></header>
<main>${body}</main></body></html>`;
}

export function errorPage(title: string, message: string): string {
  return payPage(
    title,
    `<h1>${esc(title)}</h1><p class="error" role="alert">${esc(message)}</p><p class="note">Please go back to the self-care portal and try again, or call 1212.</p>`,
  );
}
