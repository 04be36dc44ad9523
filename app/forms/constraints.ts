/**
 * The native attributes a form schema implies (maxLength, minLength, pattern, required), so the
 * browser helps before hydration and without JavaScript. Read from zod's own definitions; works
 * for zod and zod/mini schemas alike.
 */
import type { $ZodType } from "zod/v4/core";

export interface Constraint {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

interface Def {
  type: string;
  shape?: Record<string, $ZodType>;
  innerType?: $ZodType;
  in?: $ZodType;
  checks?: Array<{ _zod: { def: { check: string; minimum?: number; maximum?: number; pattern?: RegExp; format?: string } } }>;
}

const defOf = (schema: $ZodType) => schema._zod.def as unknown as Def;

function fieldConstraint(schema: $ZodType, constraint: Constraint = { required: true }): Constraint {
  const def = defOf(schema);
  switch (def.type) {
    case "optional":
    case "default":
    case "nullable":
      return fieldConstraint(def.innerType!, { ...constraint, required: false });
    case "pipe":
      return fieldConstraint(def.in!, constraint);
    case "string":
      for (const check of def.checks ?? []) {
        const c = check._zod.def;
        if (c.check === "min_length" && c.minimum !== undefined) constraint.minLength = c.minimum;
        if (c.check === "max_length" && c.maximum !== undefined) constraint.maxLength = c.maximum;
        if (c.check === "string_format" && c.format === "regex" && c.pattern) constraint.pattern = c.pattern.source.replace(/^\^|\$$/g, "");
      }
      return constraint;
    default:
      return constraint;
  }
}

/** The constraint of each top-level field of an object schema (through pipes and checks). */
export function constraintsOf(schema: $ZodType): Record<string, Constraint> {
  let def = defOf(schema);
  while (def.type === "pipe") def = defOf(def.in!);
  if (def.type !== "object" || !def.shape) return {};
  return Object.fromEntries(Object.entries(def.shape).map(([name, field]) => [name, fieldConstraint(field)]));
}
