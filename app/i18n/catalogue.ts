/**
 * Message catalogues: every visible text is looked up by key, in the specification's wording.
 * Catalogues are split by area so a page ships only the messages it can show; a Sinhala or
 * Tamil catalogue adds the same keys beside the English one (app/i18n/en/*).
 */
export type Catalogue = Readonly<Record<string, string>>;

export function translator<C extends Catalogue>(catalogue: C) {
  return function t(key: keyof C & string, vars?: Record<string, string | number>): string {
    const text: string = catalogue[key] ?? key;
    if (!vars || !text.includes("{")) return text;
    return text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
  };
}
