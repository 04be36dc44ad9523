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
 * leads to loads, would take that page's place with the old one's data. A form that checks itself
 * (noValidate) holds only a post its check lets through (`holdWhileSaving`; the schema forms do).
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

/** A post of the page held until the background save on its way is done: its form, its button's name and value. */
let waiting: { form: HTMLFormElement; name: string; value: string } | null = null;

const hold = (form: HTMLFormElement, submitter: HTMLElement | null) => {
  const button = submitter as HTMLButtonElement | null;
  waiting = { form, name: button?.name ?? "", value: button?.value ?? "" };
};

/** A form that checks itself (noValidate: the schema forms) holds its own valid post, after its check. */
export function holdWhileSaving(event: { preventDefault(): void; currentTarget: EventTarget; nativeEvent: Event }, saving: boolean) {
  if (!saving || !(event.currentTarget instanceof HTMLFormElement)) return;
  event.preventDefault();
  hold(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
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
      // A form that checks itself holds its post after the check, so a post it refuses shows its messages at once.
      if (state.current.busy || (state.current.saving && !form.noValidate)) {
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

  // The post that waited for a background save leaves once the save is done. Its button's name and value
  // (a wizard's intent) go as a field: the button may have been rendered anew, or disabled, meanwhile.
  useEffect(() => {
    const next = waiting;
    if (busy || saving || !next) return;
    waiting = null;
    if (!next.form.isConnected) return;
    const carried = next.form.appendChild(Object.assign(document.createElement("input"), { type: "hidden", name: next.name, value: next.value }));
    next.form.requestSubmit();
    carried.remove();
  }, [busy, saving]);
}
