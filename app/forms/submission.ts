/**
 * One post at a time, each once. In the browser: while a post of the page is on its way no other
 * post leaves (a double click sends one), and every post carries the page's submission token
 * (`_submission`), which lets the server carry out the same post from one page view once
 * (app/operator/route.server.ts). Forms that must work without JavaScript render the token
 * themselves with <SubmissionToken /> (the shared submit button does).
 *
 * A background save (`backgroundBody`: the LTE wizard's pin and connection type, saved as they change
 * so the page can show what follows from them) is not a post of the page; the step's Next waits while
 * one is on its way, so the two never race for the session. What a customer types is kept in the
 * browser instead (kept-entries.ts).
 */
import { useFetchers, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { createElement, useEffect, useRef } from "react";

export const SUBMISSION_FIELD = "_submission";

/** Marks a background save: the route answers it in place instead of redirecting. */
const BACKGROUND_FIELD = "via";
const BACKGROUND_VALUE = "fetch";

/** A background save of `form` as the route's `intent`. */
export function backgroundBody(form: HTMLFormElement, intent: string): FormData {
  const body = new FormData(form);
  body.set("intent", intent);
  body.set(BACKGROUND_FIELD, BACKGROUND_VALUE);
  body.delete(SUBMISSION_FIELD);
  return body;
}

/** The post is a background save (the server answers it without a redirect). */
export const isBackground = (formData: FormData | undefined) => formData?.get(BACKGROUND_FIELD) === BACKGROUND_VALUE;

export function useSubmissionToken(): string {
  return (useRouteLoaderData("root") as { submissionToken?: string } | undefined)?.submissionToken ?? "";
}

export function SubmissionToken() {
  const token = useSubmissionToken();
  return token ? createElement("input", { type: "hidden", name: SUBMISSION_FIELD, value: token }) : null;
}

/**
 * A post of the page (or a form's own fetcher) is on its way: any other post now is held back (a second
 * click), so a button that would post shows itself disabled meanwhile rather than do nothing when pressed.
 */
export function usePostOnItsWay(): boolean {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  return navigation.state === "submitting" || fetchers.some((f) => f.state === "submitting" && !isBackground(f.formData));
}

export function useSubmissionGuard(token: string) {
  const busy = usePostOnItsWay();
  const state = useRef({ busy, token });
  state.current = { busy, token };

  useEffect(() => {
    // Capture: before Remix's own handler reads the form and sends it.
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== "post") return;
      if (state.current.busy) {
        event.preventDefault();
        event.stopImmediatePropagation();
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
}
