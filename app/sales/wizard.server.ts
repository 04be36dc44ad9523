/**
 * How every online-sales wizard answers a post. A wizard's step table (its `steps.server.ts`) names,
 * for each intent its forms post (its `forms.ts`), the step the post belongs to and what the step does
 * with it; the table is checked with `satisfies StepTable<Intent, ...>`, so a button whose intent no
 * step answers fails the typecheck. `answerPost` is the one dispatcher: an intent the table does not
 * name is refused (400: a stale or forged page, never taken for some step's post), a post of a step
 * that may not open yet goes to the furthest open step, and otherwise the step answers.
 */
import { json, redirect } from "@remix-run/node";
import { posted } from "./form-data";

/** What one intent's post does: the step it belongs to, and its answer (a redirect, or data in place). */
export type StepAction<Step, Post> = { step: Step; run: (post: Post) => Promise<Response> | Response };

/** Every intent of a wizard and its step's action. */
export type StepTable<Intent extends string, Step, Post> = Record<Intent, StepAction<Step, Post>>;

/** Which steps may open now, and where a post of a step that may not goes. */
export type StepGate<Step> = { isOpen: (step: Step) => boolean; furthest: () => string };

/** The intent a post names ("" when none). */
export const intentOf = (formData: FormData): string => posted(formData, "intent") ?? "";

/** The same action for every intent of a step (a picker's pick and remove, the details' buttons). */
export function forEach<const Intent extends string, A>(intents: readonly Intent[], action: A): Record<Intent, A> {
  return Object.fromEntries(intents.map((intent) => [intent, action])) as Record<Intent, A>;
}

/** The answer to a post whose intent no step of the wizard has. */
export const unknownIntent = () => json({ error: "unknown-intent" }, { status: 400 });

export function isIntentOf<Intent extends string>(table: Record<Intent, unknown>, intent: string): intent is Intent {
  return Object.hasOwn(table, intent);
}

/** The one dispatcher: the post's step from the table, the step's gate, then the step's action. Throws the 400 of an unknown intent. */
export async function answerPost<Intent extends string, Step, Post>(
  table: StepTable<Intent, Step, Post>,
  intent: string,
  gate: StepGate<Step>,
  post: Post,
): Promise<Response> {
  if (!isIntentOf(table, intent)) throw unknownIntent();
  const action = table[intent];
  if (!gate.isOpen(action.step)) return redirect(gate.furthest());
  return action.run(post);
}
