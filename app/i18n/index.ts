/** Message lookup. English today; a Sinhala or Tamil catalogue adds the same keys. */
import { en, type MessageKey } from "./en";

export type { MessageKey };

const catalogues = { en } as const;
export type Locale = keyof typeof catalogues;

export function t(key: MessageKey, vars?: Record<string, string | number>, locale: Locale = "en"): string {
  const text: string = catalogues[locale][key] ?? en[key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}
