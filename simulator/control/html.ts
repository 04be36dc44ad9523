/**
 * A tiny HTML builder for the control page: every interpolated value is escaped unless it is
 * markup built by `html` itself, so a user name or a message body can never inject markup.
 */
export class Markup {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

export function esc(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export type Value = Markup | string | number | boolean | null | undefined | readonly Value[];

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return "";
  if (value instanceof Markup) return value.text;
  if (Array.isArray(value)) return (value as readonly Value[]).map(render).join("");
  return esc(value);
}

export function html(strings: TemplateStringsArray, ...values: Value[]): Markup {
  let out = strings[0] ?? "";
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? "");
  });
  return new Markup(out);
}

/** Simulator time as people read it, in UTC. */
export function formatTime(ms: number): string {
  return `${new Date(ms).toISOString().replace("T", " ").slice(0, 19)} UTC`;
}

/** A table in a keyboard-scrollable region, so it stays readable on a 375 px screen. */
export function scrollTable(label: string, table: Markup): Markup {
  return html`<div class="scroll" role="region" aria-label="${label} (scrolls sideways)" tabindex="0">${table}</div>`;
}

/** A POST form of one button (remove, clear, freeze...). */
export function buttonForm(action: string, label: Value, hidden: Record<string, string | number> = {}, className = ""): Markup {
  const fields = Object.entries(hidden).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`);
  return html`<form method="post" action="${action}" class="inline">${fields}<button type="submit" class="${className}">${label}</button></form>`;
}
