/**
 * parseWithZod without zod coercion: our form schemas take the strings the browser sends, so the
 * coercion layer of @conform-to/zod (22 KB gzip in the browser) is not needed. The same schema
 * validates in the browser (conform's onValidate) and in the action.
 *
 * Every field is bounded: besides what its schema says, no value may be longer than FIELD_MAX
 * characters (the longest text a form of the portal takes is a complaint's description), so no
 * action ever accepts an unbounded field; the message stands beside the field.
 */
import { formatPaths, parse } from "@conform-to/dom";
import type { $ZodIssue, $ZodType } from "zod/v4/core";
import { safeParse } from "zod/v4/core";
import type { output } from "zod/v4/core";
import { t } from "~/i18n";

export const FIELD_MAX = 1000;

/** The fields (by name) whose text is longer than FIELD_MAX. */
function tooLong(value: unknown, path = ""): string[] {
  if (typeof value === "string") return value.length > FIELD_MAX ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => tooLong(v, `${path}[${i}]`));
  if (value && typeof value === "object" && !(value instanceof Blob)) {
    return Object.entries(value).flatMap(([k, v]) => tooLong(v, path ? `${path}.${k}` : k));
  }
  return [];
}

export function parseWithSchema<S extends $ZodType>(payload: FormData | URLSearchParams, options: { schema: S }) {
  return parse(payload, {
    resolve(value) {
      const long = tooLong(value);
      if (long.length > 0) return { error: Object.fromEntries(long.map((name) => [name, [t("form.tooLong", { count: FIELD_MAX })]])) };
      const result = safeParse(options.schema, value);
      if (result.success) return { value: result.data as output<S> };
      const error: Record<string, string[]> = {};
      for (const issue of result.error.issues as $ZodIssue[]) {
        const name = formatPaths(issue.path.filter((p): p is string | number => typeof p !== "symbol"));
        (error[name] ??= []).push(issue.message);
      }
      return { error };
    },
  });
}
