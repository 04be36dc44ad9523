import { Link } from "@remix-run/react";
import { ResponsiveNav } from "./ResponsiveNav";

/**
 * Tabs kept in the URL (?tab=...), so they work without JavaScript and can be linked to. With `summary`
 * (the area and its current tab) they collapse on phones into one disclosure of that name.
 */
export function QueryTabs<T extends string>({
  label,
  tabs,
  current,
  summary,
}: {
  label: string;
  tabs: Array<{ id: T; label: string }>;
  current: T;
  summary?: string;
}) {
  if (summary) {
    const items = tabs.map((tab) => ({ to: `?tab=${tab.id}`, label: tab.label, current: current === tab.id }));
    return <ResponsiveNav summary={summary} className="area-menu" groups={[{ label, className: "area-tabs", items }]} />;
  }
  return (
    <nav className="area-tabs query-tabs" aria-label={label}>
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
