/**
 * One post at a time, each once. In the browser: while a post of the page is on its way no other
 * post leaves (a double click sends one), and every post carries the page's submission token
 * (`_submission`), which lets the server carry out the same post from one page view once
 * (app/operator/route.server.ts). Forms that must work without JavaScript render the token
 * themselves with <SubmissionToken /> (the shared submit button does).
 *
 * A background save (`backgroundBody`: the LTE wizard's pin and connection type, saved as they change
 * so the page can show what follows from them; a notice closed in place) is not a post of the page;
 * the step's Next waits while one is on its way, so the two never race for the session. What a customer types is kept in the
 * browser instead (kept-entries.ts).
 */
import { useFetchers, useNavigation, useRouteLoaderData, useSubmit } from "@remix-run/react";
import { createElement, useCallback, useEffect, useRef, type FormEvent } from "react";

export const SUBMISSION_FIELD = "_submission";

/** Marks a background save: the route answers it in place instead of redirecting. */
const BACKGROUND_FIELD = "via";
const BACKGROUND_VALUE = "fetch";

/** A background save of `form` (as the route's `intent`, when the route has several). */
export function backgroundBody(form: HTMLFormElement, intent?: string): FormData {
  const body = new FormData(form);
  if (intent) body.set("intent", intent);
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

/**
 * A form's method from its attribute: `form.method` is a field of the form when one is named "method" (the
 * add-account forms' hidden method), and reading it as the form's method threw, so such a form went unguarded.
 */
const methodOf = (form: HTMLFormElement): "post" | "get" => (form.getAttribute("method")?.toLowerCase() === "post" ? "post" : "get");

/** A post held until the next frame is painted (useSubmitAfterPaint): another post waits, as for one on its way. */
let heldForPaint = false;

/** Runs `then` once the frame after this task is painted (or after 100 ms where frames stop: a hidden tab). */
function afterPaint(then: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
}

/**
 * For a <Form>'s onSubmit where the press has something cheap to show at once (a dialog closing) or
 * nothing to show before its answer (a dialog the URL opens): `answer` shows it, the frame is painted,
 * and only then does the form leave. Sending it and the router's render come after what the customer
 * sees, so the press answers within a frame. What leaves is the form's own (its method and action, its
 * fields, the pressed button, the submission token); without JavaScript the form is sent as always.
 */
export function useSubmitAfterPaint({ answer, preventScrollReset }: { answer?: () => void; preventScrollReset?: boolean } = {}) {
  const submit = useSubmit();
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = new FormData(form, (event.nativeEvent as SubmitEvent).submitter);
    const action = form.getAttribute("action") ?? undefined;
    const method = methodOf(form);
    if (method === "post") heldForPaint = true;
    answer?.();
    afterPaint(() => {
      if (method === "post") heldForPaint = false;
      submit(body, { method, action, preventScrollReset });
    });
  };
}

/** How long after its press a post that has not yet left (held for a paint, say) still belongs to the button pressed. */
const PRESS_LEADS_POST_MS = 1_000;
/** Marks a button the guard showed busy, so it is the one cleared. */
const BUSY_MARK = "data-busy-post";

type Press = { button: HTMLElement; at: number };

/**
 * The button pressed for the post now on its way shows itself busy (aria-busy, and the design system's spinner:
 * base.css), whichever form and button it is: a page post or a form's own fetcher. One whose label already says
 * so (the shared SubmitButton's "Please wait...") is left as it is. A press that sent nothing (the form's own
 * check stopped it) marks nothing. Returns what the guard calls with the button of each submission it lets go.
 */
function useBusyButton(busy: boolean): (button: HTMLElement) => void {
  const pressed = useRef<Press | null>(null);
  useEffect(() => {
    if (busy) {
      const press = pressed.current;
      pressed.current = null;
      if (!press || !press.button.isConnected || performance.now() - press.at > PRESS_LEADS_POST_MS) return;
      if (press.button.querySelector(".spinner")) return;
      press.button.setAttribute(BUSY_MARK, "");
      press.button.setAttribute("aria-busy", "true");
      return;
    }
    for (const button of document.querySelectorAll(`[${BUSY_MARK}]`)) {
      button.removeAttribute(BUSY_MARK);
      button.removeAttribute("aria-busy");
    }
  }, [busy]);
  return useCallback((button: HTMLElement) => {
    pressed.current = { button, at: performance.now() };
  }, []);
}

export function useSubmissionGuard(token: string) {
  const busy = usePostOnItsWay();
  const state = useRef({ busy, token });
  state.current = { busy, token };
  const remember = useBusyButton(busy);

  useEffect(() => {
    // Capture: before Remix's own handler reads the form and sends it.
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || methodOf(form) !== "post") return;
      if (state.current.busy || heldForPaint) {
        event.preventDefault();
        event.stopImmediatePropagation();
        return;
      }
      if (event.submitter instanceof HTMLElement) remember(event.submitter);
      const existing = form.querySelector<HTMLInputElement>(`input[name="${SUBMISSION_FIELD}"]`);
      if (existing && !existing.dataset.guard) return;
      const input = existing ?? Object.assign(document.createElement("input"), { type: "hidden", name: SUBMISSION_FIELD });
      input.dataset.guard = "1";
      input.value = state.current.token;
      if (!existing) form.append(input);
    };
    window.addEventListener("submit", onSubmit, true);
    return () => window.removeEventListener("submit", onSubmit, true);
  }, [remember]);
}
