/**
 * The control page at /__sim: a plain server-rendered page for stakeholders, QA and developers.
 * No JavaScript: every action is a form POST to /__sim/ui/* that redirects back here (ui.ts).
 */
import { world } from "../world";
import { html, Markup } from "./html";
import { clockSection } from "./page/clock";
import { faultsSection } from "./page/faults";
import { journalSection } from "./page/journal";
import { leadsSection, ordersSection } from "./page/orders";
import { outboxSection } from "./page/outbox";
import { personasSection } from "./page/personas";
import { resetSection } from "./page/reset";
import { refusedMessage, scenariosSection, type LoadedView, type RefusedView } from "./page/scenarios";

/** What the page says after an action (the `done` and `error` query parameters). */
export const notices = {
  "fault-added": "Fault added.",
  "fault-removed": "Fault removed.",
  "faults-cleared": "Every fault removed.",
  clock: "Clock changed.",
  reset: "The world was reset.",
  scenario: "Scenario loaded.",
} as const;

export const problems = {
  persona: "No user was created: choose a persona from the list.",
  fault: "The fault was not added: check the contract, the number of calls (1 or more) and the chance (0 to 100).",
  date: "The clock was not changed: enter a date and time.",
  seed: "The world was not reset: the seed must be a whole number.",
  unknown: "That action is not known.",
} as const;

export interface PageState {
  portalUrl: string;
  simUrl: string;
  created?: string | null;
  done?: string | null;
  error?: string | null;
  /** The scenario a load made users from (the redirect's `scenario` and `user` parameters). */
  loaded?: LoadedView | null;
  /** A scenario that was refused: the page is answered with status 400 and its problems. */
  refused?: RefusedView | null;
}

const styles = `*{box-sizing:border-box}body{font-family:system-ui,sans-serif;margin:0;color:#1b2430;line-height:1.45;background:#f6f7f9}
main{max-width:72rem;margin:0 auto;padding:1rem}h1{font-size:1.5rem;margin:.5rem 0}h2{font-size:1.25rem;margin:0 0 .75rem}h3{font-size:1.05rem}
section{background:#fff;border:1px solid #d5d9e0;border-radius:6px;padding:1rem;margin:0 0 1rem}
nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;padding:0;margin:.5rem 0 1rem}
a{color:#0050a0}table{border-collapse:collapse;width:100%;min-width:32rem}
th,td{border:1px solid #ccd3dd;padding:.4rem .5rem;text-align:left;vertical-align:top;font-size:.9rem}
caption{text-align:left;font-weight:700;padding:.25rem 0}.scroll{overflow-x:auto;position:relative;margin:.5rem 0 1rem}
.scroll:focus{outline:2px solid #0050a0}
form.stack{display:grid;grid-template-columns:minmax(0,1fr);gap:.35rem;max-width:28rem;margin:.5rem 0 1rem}form.stack select,form.stack input{width:100%}form.row{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin:.5rem 0}
form.inline{display:inline-block;margin:.25rem .25rem .25rem 0}
input,select,button,textarea{font:inherit;padding:.5rem .6rem;border:1px solid #8a94a3;border-radius:4px;max-width:100%}
button,.button{background:#0050a0;color:#fff;border-color:#0050a0;cursor:pointer;text-decoration:none;display:inline-block;padding:.5rem .9rem;border-radius:4px}
button.secondary{background:#fff;color:#0050a0}button.danger{background:#b3261e;border-color:#b3261e}
button:focus-visible,.button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible{outline:3px solid #f0a000;outline-offset:2px}
.otp{font-family:ui-monospace,monospace;letter-spacing:.1em}.big{font-size:1.3rem}.bad{color:#b3261e}.hint{color:#4a5462;font-size:.85rem}
.created{border:2px solid #2e7d32;border-radius:6px;padding:.75rem;margin:1rem 0;background:#f1f8f1}
.credentials{display:grid;grid-template-columns:max-content 1fr;gap:.25rem .75rem}.credentials dd{margin:0;overflow-wrap:anywhere}
.notice{border-left:4px solid #2e7d32;padding:.5rem .75rem;background:#f1f8f1}.error{border-left:4px solid #b3261e;padding:.5rem .75rem;background:#fdf0ef}
form.stack.wide{max-width:48rem}textarea{width:100%;font-family:ui-monospace,monospace;font-size:.85rem}
code{overflow-wrap:anywhere}.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`;

function message(state: PageState): Markup | null {
  if (state.refused) return refusedMessage(state.refused);
  if (state.error) {
    const text = problems[state.error as keyof typeof problems] ?? problems.unknown;
    return html`<p class="error" role="alert">${text}</p>`;
  }
  if (state.done && state.done in notices) return html`<p class="notice" role="status">${notices[state.done as keyof typeof notices]}</p>`;
  return null;
}

export function controlPage(state: PageState): string {
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Operator simulator</title><style>${new Markup(styles)}</style></head><body><main>
<h1>Operator simulator</h1>
<p>Seed <strong>${world.seed}</strong>. Portal: <a href="${state.portalUrl}">${state.portalUrl}</a>. Control API: <code>${state.simUrl}/__sim/api</code>.</p>
<nav aria-label="Sections"><ul><li><a href="#personas-h">Personas</a></li><li><a href="#scenarios-h">Scenarios</a></li><li><a href="#outbox-h">Outbox</a></li><li><a href="#orders-h">Orders</a></li><li><a href="#leads-h">Sales leads</a></li><li><a href="#faults-h">Faults</a></li><li><a href="#clock-h">Clock</a></li><li><a href="#journal-h">Journal</a></li><li><a href="#reset-h">Reset</a></li></ul></nav>
${message(state)}
${personasSection(state.portalUrl, state.loaded ? null : (state.created ?? null))}
${scenariosSection(state.portalUrl, state.loaded ?? null, state.refused ?? null)}
${outboxSection()}
${ordersSection()}
${leadsSection()}
${faultsSection()}
${clockSection()}
${journalSection()}
${resetSection()}
</main></body></html>`.text;
}
