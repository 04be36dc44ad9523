/**
 * One post at a time, each once. In the browser: while a post of the page is on its way no other
 * post leaves (a double click sends one), and every post carries the page's submission token
 * (`_submission`), which lets the server carry out the same post from one page view once
 * (app/operator/route.server.ts). Forms that must work without JavaScript render the token
 * themselves with <SubmissionToken /> (the shared submit button does). A keep-only background save
 * (below) is not a post of the page: it holds nothing back.
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

export function useSubmissionGuard(token: string) {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  // A keep-only background save (typed text kept as typing pauses) holds back no post of the page.
  const busy = navigation.state === "submitting" || fetchers.some((f) => f.state === "submitting" && f.formData?.get(KEEP_ONLY) !== "1");
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
