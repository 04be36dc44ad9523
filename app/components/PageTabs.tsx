import { Link } from "@remix-run/react";
import { ResponsiveNav } from "./ResponsiveNav";

/**
 * A page's own tabs, kept in the URL (`?tab=` by default, or each its own address `to`), so they work
 * without JavaScript and can be linked to. They stay on one row and scroll sideways when they do not fit,
 * so a wider font arriving after the first paint (Sinhala, Tamil) wraps nothing and moves nothing below.
 * With `summary` (the area and its current tab) they collapse on phones into one disclosure of that name.
 */
export function PageTabs<T extends string>({
  label,
  tabs,
  current,
  summary,
}: {
  label: string;
  tabs: Array<{ id: T; label: string; to?: string }>;
  current: T;
  summary?: string;
}) {
  if (summary) {
    const items = tabs.map((tab) => ({ to: tab.to ?? `?tab=${tab.id}`, label: tab.label, current: current === tab.id }));
    return <ResponsiveNav summary={summary} className="area-menu" groups={[{ label, className: "area-tabs", items }]} />;
  }
  return (
    <nav className="area-tabs page-tabs" aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              className={`nav-item${current === tab.id ? " active" : ""}`}
              to={tab.to ?? `?tab=${tab.id}`}
              aria-current={current === tab.id ? "page" : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
