import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { AppLink } from "./AppLink";

/**
 * A navigation link marked active (class and aria-current) when the page is at or below it.
 * Like NavLink, but with a plain path comparison: NavLink matches path patterns, which is slow
 * when a layout renders a few dozen of them on every page.
 */
export function ActiveLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const pathname = useLocation().pathname.toLowerCase();
  const target = to.toLowerCase();
  const active = pathname === target || pathname.startsWith(`${target}/`);
  const classes = [className, active ? "active" : null].filter(Boolean).join(" ") || undefined;
  return (
    <AppLink to={to} className={classes} aria-current={active ? "page" : undefined} prefetch="intent">
      {children}
    </AppLink>
  );
}
