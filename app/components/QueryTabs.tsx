import { Link } from "@remix-run/react";

/** Tabs kept in the URL (?tab=...), so they work without JavaScript and can be linked to. */
export function QueryTabs<T extends string>({ label, tabs, current }: { label: string; tabs: Array<{ id: T; label: string }>; current: T }) {
  return (
    <nav className="area-tabs" aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link className={`nav-item${current === tab.id ? " active" : ""}`} to={`?tab=${tab.id}`} aria-current={current === tab.id ? "page" : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
