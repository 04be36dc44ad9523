import { Await } from "@remix-run/react";
import { Suspense, useEffect, useState, type ReactNode } from "react";
import { errorOutcome, OutcomeDialog } from "./outcome";
import { t } from "~/i18n/shell";
import type { SignedOut } from "~/operator/route.server";

/**
 * A part of a page that streams in after the layout (its loader returned it with `defer`): its
 * skeleton, the size of the part, until the data comes, then the part. Loaders answer a part's
 * failure as data (the part shows its own message); a part cut off by the server shows `failed`,
 * by default the generic message. A part whose call ended the session sends the customer to sign in.
 */
export function Deferred<R>({
  resolve,
  skeleton,
  failed = <PartMessage message={t("error.generic")} />,
  children,
}: {
  resolve: R;
  skeleton: ReactNode;
  failed?: ReactNode;
  children: (value: Awaited<R>) => ReactNode;
}) {
  return (
    <Suspense fallback={skeleton}>
      <Await resolve={resolve} errorElement={failed}>
        {(value: Awaited<R>) => (isSignedOut(value) ? <SessionEnded to={value.signedOut} /> : children(value))}
      </Await>
    </Suspense>
  );
}

function isSignedOut(value: unknown): value is SignedOut {
  return typeof value === "object" && value !== null && typeof (value as Partial<SignedOut>).signedOut === "string";
}

function SessionEnded({ to }: { to: string }) {
  useEffect(() => window.location.assign(to), [to]);
  return (
    <p className="part-message" role="alert">
      {t("part.sessionEnded")} <a href={to}>{t("part.signInAgain")}</a>
    </p>
  );
}

/** A placeholder block the size of what replaces it (its class gives the size); hidden from assistive technology. */
export function Skeleton({ className }: { className: string }) {
  return <div className={`skeleton ${className}`} aria-hidden="true" />;
}

/**
 * What a part says when its call failed or passed the page's deadline: the operator's message (or the generic one) in
 * the error dialog, as every operator failure is told (spec 001: "Any network failure shows a shared generic error
 * message ... in an error dialog titled 'Error' with an Ok button"), and in the part's place, so the page shows
 * what is missing once the dialog is closed.
 */
export function PartMessage({ message, className }: { message: string; className?: string }) {
  return (
    <>
      <p className={className ? `part-message ${className}` : "part-message"} role="alert">
        {message}
      </p>
      <PartFailureDialog message={message} />
    </>
  );
}

/** The messages a part's dialog is showing (or showed) on the page as it stands: several failed parts open one dialog. */
const told = new Set<string>();

/**
 * The error dialog of a failed part, opened once the page runs its JavaScript (a page sent whole to a browser without
 * it shows the message in the part's place). Parts failing with the same message (an outage) open one dialog; a part
 * failing on the next page opens its own.
 */
function PartFailureDialog({ message }: { message: string }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (told.has(message)) return;
    told.add(message);
    setOpen(true);
    return () => {
      told.delete(message);
    };
  }, [message]);
  return open ? <OutcomeDialog outcome={errorOutcome(message, "part")} onClose={() => setOpen(false)} /> : null;
}
