import { ActiveLink } from "./ActiveLink";

/** A 'More' disclosure menu of links (a native details element: it works without JavaScript). */
export function MoreMenu({ label, items }: { label: string; items: Array<{ to: string; label: string }> }) {
  return (
    <details className="menu">
      <summary className="nav-item">{label}</summary>
      <ul className="menu-list">
        {items.map((item) => (
          <li key={item.to}>
            <ActiveLink to={item.to}>{item.label}</ActiveLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
