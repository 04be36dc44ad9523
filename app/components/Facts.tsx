import type { ReactNode } from "react";
import { Deferred } from "./Deferred";

type Fact = { label: string; value: ReactNode };

/** A row of labelled facts (package, status, username...). Empty values show a dash. */
export function Facts({ items, className }: { items: Fact[]; className?: string }) {
  return (
    <dl className={className ? `facts ${className}` : "facts"}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value ?? "-"}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A fact that streams in after the page (its loader deferred it): a one-line skeleton until it comes,
 * then `value` of what came; a dash when the value is missing or its call was cut off, as for any fact.
 * A `short` fact (a status word) has a short skeleton, so the facts' row wraps as it will with the value.
 */
export function DeferredFact<R>({ resolve, value, short = false }: { resolve: R; value: (resolved: Awaited<R>) => ReactNode; short?: boolean }) {
  return (
    <Deferred
      resolve={resolve}
      skeleton={<span className={short ? "skeleton skeleton-text skeleton-short" : "skeleton skeleton-text"} aria-hidden="true" />}
      failed="-"
    >
      {(resolved) => value(resolved) ?? "-"}
    </Deferred>
  );
}

/** The header of an account area (broadband, prepaid): the area's name for screen readers and the line's facts. */
export function AreaHeader({ title, items }: { title: string; items: Fact[] }) {
  return (
    <header className="area-header card">
      <h1 className="visually-hidden">{title}</h1>
      <Facts items={items} />
    </header>
  );
}
