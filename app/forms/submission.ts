/**
 * One post at a time, each once. In the browser: while a post of the page is on its way no other
 * post leaves (a double click sends one), and every post carries the page's submission token
 * (`_submission`), which lets the server carry out the same post from one page view once
 * (app/operator/route.server.ts). Forms that must work without JavaScript render the token
 * themselves with <SubmissionToken /> (the shared submit button does).
 *
 * A background save (what the customer changed, saved as they go, `backgroundBody`) is not a post
 * of the page: a post of the page made while one is on its way waits for it, then leaves with the
 * button that sent it. Were it to leave at once, the save's answer, coming back while the page it
 * leads to loads, would take that page's place with the old one's data. A schema form checks first
 * and holds only a post its check lets through.
 */
import { useFetchers, useNavigation, useRouteLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { createElement, useEffect, useRef } from "react";

export const SUBMISSION_FIELD = "_submission";

/**
 * A background save of what only the session keeps (typed text saved as typing pauses, a ticked
 * consent) changes nothing shown: a fetcher's post carrying this field is followed by no reading of
 * the page's data, in the route or its layouts, so a message the page shows meanwhile stays.
 */
export const KEEP_ONLY = "keepOnly";

/** Marks a background save: the route answers it in place instead of redirecting. */
const BACKGROUND_FIELD = "via";
const BACKGROUND_VALUE = "fetch";

/** A background save of `form` as the route's `intent`; `keepOnly`: see KEEP_ONLY. */
export function backgroundBody(form: HTMLFormElement, intent: string, { keepOnly = false } = {}): FormData {
  const body = new FormData(form);
  body.set("intent", intent);
  body.set(BACKGROUND_FIELD, BACKGROUND_VALUE);
  body.delete(SUBMISSION_FIELD);
  if (keepOnly) body.set(KEEP_ONLY, "1");
  return body;
}

/** The post is a background save (the server answers it without a redirect). */
export const isBackground = (formData: FormData | undefined) => formData?.get(BACKGROUND_FIELD) === BACKGROUND_VALUE;

/** The `shouldRevalidate` of a route and of the layouts above it: no reading after a keep-only save. */
export const skipAfterKeepOnly: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get(KEEP_ONLY) === "1" ? false : defaultShouldRevalidate;

export function useSubmissionToken(): string {
  return (useRouteLoaderData("root") as { submissionToken?: string } | undefined)?.submissionToken ?? "";
}

export function SubmissionToken() {
  const token = useSubmissionToken();
  return token ? createElement("input", { type: "hidden", name: SUBMISSION_FIELD, value: token }) : null;
}

/** A background save is on its way, or the page's data is being read again after it. */
export function useBackgroundSaving(): boolean {
  return useFetchers().some((f) => f.state !== "idle" && isBackground(f.formData));
}

/** A post of the page held back until the background save on its way is done, as its button sent it. */
type Waiting = { form: HTMLFormElement; submitter: HTMLElement | null; name: string; value: string };
let waiting: Waiting | null = null;

function hold(form: HTMLFormElement, submitter: HTMLElement | null) {
  const button = submitter as HTMLButtonElement | null;
  waiting = { form, submitter, name: button?.name ?? "", value: button?.value ?? "" };
}

/**
 * Sends a held post. Its button may have been rendered anew, or disabled, meanwhile: the post still
 * carries the button's name and value (a wizard's `intent`), else it would be read as another post.
 */
function resend({ form, submitter, name, value }: Waiting) {
  if (!form.isConnected) return;
  const button = submitter as HTMLButtonElement | null;
  if (button && button.isConnected && button.form === form && !button.disabled) return form.requestSubmit(button);
  const carried = name ? Object.assign(document.createElement("input"), { type: "hidden", name, value }) : null;
  if (carried) form.append(carried);
  try {
    form.requestSubmit();
  } finally {
    carried?.remove();
  }
}

/**
 * Forms whose own check runs before they post (the schema forms): such a form holds its post back
 * itself, after its check (`holdWhileSaving`), so a post the check refuses shows its messages at once
 * instead of leaving later with whatever was typed meanwhile.
 */
const checkedForms = new Map<string, number>();

export function useCheckedForm(id: string) {
  useEffect(() => {
    checkedForms.set(id, (checkedForms.get(id) ?? 0) + 1);
    return () => {
      const left = (checkedForms.get(id) ?? 1) - 1;
      if (left > 0) checkedForms.set(id, left);
      else checkedForms.delete(id);
    };
  }, [id]);
}

/** A checked form's valid post, made while a background save is on its way, waits for it. */
export function holdWhileSaving(event: { preventDefault(): void; currentTarget: EventTarget | null; nativeEvent: Event }, saving: boolean) {
  const form = event.currentTarget;
  if (!saving || !(form instanceof HTMLFormElement)) return;
  event.preventDefault();
  hold(form, (event.nativeEvent as SubmitEvent).submitter ?? null);
}

export function useSubmissionGuard(token: string) {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  // A post of the page (or a form's own fetcher) on its way: another post is a second click.
  const busy = navigation.state === "submitting" || fetchers.some((f) => f.state === "submitting" && !isBackground(f.formData));
  const saving = useBackgroundSaving();
  const state = useRef({ busy, saving, token });
  state.current = { busy, saving, token };

  useEffect(() => {
    // Capture: before Remix's own handler reads the form and sends it.
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== "post") return;
      const held = state.current.saving && !checkedForms.has(form.id);
      if (state.current.busy || held) {
        event.preventDefault();
        event.stopImmediatePropagation();
        if (!state.current.busy) hold(form, event.submitter);
        return;
      }
      const existing = form.querySelector<HTMLInputElement>(`input[name="${SUBMISSION_FIELD}"]`);
      if (existing && !existing.dataset.guard) return;
      const input = existing ?? Object.assign(document.createElement("input"), { type: "hidden", name: SUBMISSION_FIELD });
      input.dataset.guard = "1";
      input.value = state.current.token;
      if (!existing) form.append(input);
    };
    window.addEventListener("submit", onSubmit, true);
    return () => window.removeEventListener("submit", onSubmit, true);
  }, []);

  // The post that waited for a background save leaves once the save is done.
  useEffect(() => {
    const next = waiting;
    if (busy || saving || !next) return;
    waiting = null;
    resend(next);
  }, [busy, saving]);
}
