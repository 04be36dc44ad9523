/**
 * parseWithZod without zod coercion: our form schemas take the strings the browser sends, so the
 * coercion layer of @conform-to/zod (22 KB gzip in the browser) is not needed. The same schema
 * validates in the browser (conform's onValidate) and in the action.
 */
import { formatPaths, parse } from "@conform-to/dom";
import type { $ZodIssue, $ZodType } from "zod/v4/core";
import { safeParse } from "zod/v4/core";
import type { output } from "zod/v4/core";

export function parseWithSchema<S extends $ZodType>(payload: FormData | URLSearchParams, options: { schema: S }) {
  return parse(payload, {
    resolve(value) {
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
