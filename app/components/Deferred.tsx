import { Await } from "@remix-run/react";
import { Suspense, useEffect, type ReactNode } from "react";
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

/** What a part says in its place when its call failed or passed the page's deadline. */
export function PartMessage({ message, className }: { message: string; className?: string }) {
  return (
    <p className={className ? `part-message ${className}` : "part-message"} role="alert">
      {message}
    </p>
  );
}
