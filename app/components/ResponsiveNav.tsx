import { Link, useLocation } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import { ActiveLink } from "./ActiveLink";
import { MoreMenu } from "./MoreMenu";

/** One entry of a navigation row. */
export interface NavEntry {
  label: string;
  /** An absolute path in the portal, or `?tab=...` for tabs kept in the query (with `current`). */
  to: string;
  /** Shown, but not a link (the account has nothing there). */
  disabled?: boolean;
  /** Opens another site in a new tab; `newTabLabel` says so to screen readers. */
  external?: boolean;
  newTabLabel?: string;
  /** Whether it is the page shown, when the caller decides it (query tabs); otherwise by the path. */
  current?: boolean;
}

/** A named navigation row: its entries, then an optional 'More' menu of further links. */
export interface NavGroup {
  /** The navigation's accessible name. */
  label: string;
  /** The row's class (product-tabs, service-row, area-tabs). */
  className: string;
  items: NavEntry[];
  more?: { label: string; items: NavEntry[] };
}

/** Whether an entry is the page shown: the caller's word for query tabs, else the page is at or below it (as ActiveLink decides). */
export function isCurrent(pathname: string, entry: NavEntry): boolean {
  if (entry.current !== undefined) return entry.current;
  const path = pathname.toLowerCase();
  const target = entry.to.toLowerCase();
  return path === target || path.startsWith(`${target}/`);
}

function Entry({ entry }: { entry: NavEntry }) {
  if (entry.disabled) {
    return (
      <span className="nav-item" aria-disabled="true">
        {entry.label}
      </span>
    );
  }
  if (entry.external) {
    return (
      <a className="nav-item" href={entry.to} target="_blank" rel="noopener noreferrer" aria-label={entry.newTabLabel}>
        {entry.label}
      </a>
    );
  }
  if (entry.current !== undefined) {
    return (
      <Link className={entry.current ? "nav-item active" : "nav-item"} to={entry.to} aria-current={entry.current ? "page" : undefined}>
        {entry.label}
      </Link>
    );
  }
  return (
    <ActiveLink className="nav-item" to={entry.to}>
      {entry.label}
    </ActiveLink>
  );
}

/**
 * Navigation rows that collapse on phones. From 641 px each group is its row of tabs with its More menu,
 * and the disclosure is not displayed. Up to 640 px the rows are shown only while the disclosure before
 * them is open: a native details element whose summary (`summary`: "Menu", or the area and its current
 * page) is a button with an expanded state that controls them, so it opens without JavaScript (CSS shows
 * the rows after an open details). Each link is rendered once, in its named navigation, so nothing is
 * duplicated; with JavaScript the disclosure closes when the page changes.
 */
export function ResponsiveNav({ summary, groups, className }: { summary: string; groups: NavGroup[]; className?: string }) {
  const location = useLocation();
  const id = useId();
  const disclosure = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (disclosure.current) disclosure.current.open = false;
  }, [location.pathname, location.search]);

  return (
    <div className={className ? `responsive-nav ${className}` : "responsive-nav"}>
      <details ref={disclosure} className="nav-compact">
        <summary className="nav-compact-summary" aria-controls={groups.map((_, i) => `${id}-${i}`).join(" ")}>
          {summary}
        </summary>
      </details>
      {groups.map((group, i) => (
        <nav key={group.label} id={`${id}-${i}`} className={`${group.className} nav-collapsible`} aria-label={group.label}>
          <ul>
            {group.items.map((entry) => (
              <li key={entry.to}>
                <Entry entry={entry} />
              </li>
            ))}
            {group.more ? (
              <li className="nav-more">
                <MoreMenu label={group.more.label} items={group.more.items} />
              </li>
            ) : null}
          </ul>
        </nav>
      ))}
    </div>
  );
}
