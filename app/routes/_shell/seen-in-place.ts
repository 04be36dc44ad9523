import { useState, type FormEvent } from "react";
import { backgroundBody } from "~/forms/submission";

/**
 * Closing a notice (the bill popup, the usage heads-up) marks it seen for the session (/popupSeen). With
 * JavaScript that post is sent in the background and the notice goes at once: a navigation back to the page
 * would read every part of it again and remount its forms, losing what the customer was typing there (a bill
 * amount). Without JavaScript the form posts and the action sends the customer back to the page.
 */
export function useSeenInPlace() {
  const [closed, setClosed] = useState(false);
  const close = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setClosed(true);
    // Marked as a background save: answered with no content rather than the page it would send the browser back to.
    // The session's mark is all it changes: a failure leaves the notice to show again on the next page.
    fetch(event.currentTarget.action, { method: "POST", body: backgroundBody(event.currentTarget), redirect: "manual" }).catch(() => undefined);
  };
  return { closed, close };
}
