/**
 * The one form hook: conform's useForm with a zod schema. The same schema validates in the browser
 * (on submit, then on every input) and in the action (parseWithSchema); its constraints become native
 * attributes. A form-level error the action sent back (formFailure: the operator refused) comes
 * out as `outcome`, for the outcome dialog. After a success the form starts over (fresh-form.ts). Given a
 * `keep` key, what the customer types survives a reload, Back and Forward and a timed-out session
 * until the post succeeds (kept-entries.ts).
 */
import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { useId, useMemo, useRef } from "react";
import type { $ZodType, input, output } from "zod/v4/core";
import type { Outcome } from "~/components/outcome";
import { constraintsOf } from "./constraints";
import { useFreshFormId } from "./fresh-form";
import { parseWithSchema } from "./parse";
import { useKeptEntries } from "./kept-entries";
import { keepUntilSuccess, useKeptScope } from "./kept-janitor";

type FieldsOf<S extends $ZodType> = input<S> extends Record<string, unknown> ? input<S> : Record<string, unknown>;

export function useSchemaForm<S extends $ZodType>(
  schema: S,
  options: {
    id?: string;
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: DefaultValue<FieldsOf<S>>;
    /** Keep what is typed, under this key, until the post succeeds (one key per form and step). */
    keep?: string;
  } = {},
) {
  const constraint = useMemo(() => constraintsOf(schema), [schema]);
  const generatedId = useId();
  const id = useFreshFormId(options.id ?? generatedId);
  const scope = useKeptScope();
  const [form, fields] = useForm<FieldsOf<S>, output<S>>({
    id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithSchema(formData, { schema }),
    onSubmit: () => keepUntilSuccess(options.keep, scope),
  });
  useKeptEntries(form.id, options.keep, !options.lastResult);
  const seen = useRef<{ result: unknown; count: number }>({ result: null, count: 0 });
  if (options.lastResult && seen.current.result !== options.lastResult) seen.current = { result: options.lastResult, count: seen.current.count + 1 };
  // conform re-renders a form for the messages its last render read. A render cut short (a part of the
  // page still loading) may not have reached the fields that read theirs, and a message reported then
  // would never show: the form reads them all, so any message re-renders it.
  void form.allErrors;
  const message = form.errors?.[0];
  const outcome: Outcome | null = message ? { kind: "error", message, id: `${form.id}:${seen.current.count}` } : null;
  /** Changes only when the action answers again: a key for inputs that start over on each answer. */
  const answer = `${form.id}:${seen.current.count}`;
  return { form, fields, outcome, answer };
}
