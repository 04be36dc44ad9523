import { PrefetchPageLinks, useNavigate } from "@remix-run/react";
import { createElement, useState, type AnchorHTMLAttributes, type MouseEvent } from "react";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** An absolute path in the portal, with or without a query. */
  to: string;
  /** Keep the scroll position (links that only change a panel of the page). */
  preventScrollReset?: boolean;
  /** Load the target's code and data when the pointer or focus is on the link. */
  prefetch?: "intent";
};

/**
 * A link within the portal: a plain anchor that navigates in place once JavaScript runs.
 * It does what Remix's Link does for the portal's own absolute paths (client navigation,
 * route discovery through data-discover, prefetch on intent) without that component's hooks,
 * which cost a lot on pages that render dozens of links (the signed-in layout's rows and tabs).
 *
 * The server draws the anchor alone: its handlers and state only matter once the page runs, and hydration matches the
 * anchor it finds, not the component that drew it. Hooks there cost the server more than the anchor (a summary renders
 * more than forty links on every request).
 */
export const AppLink = typeof document === "undefined" ? ServerLink : BrowserLink;

/** The link's own props, which the server's anchor leaves out (its handlers only matter once the page runs). */
const LINK_ONLY = new Set(["to", "preventScrollReset", "prefetch", "onClick", "onMouseEnter", "onFocus", "children"]);

function ServerLink(props: Props) {
  // A loop rather than `{ to, ...rest }`: links come with many shapes of props, and V8 copies a rest object with
  // excluded keys in its runtime, about 2 µs a link with the layout's forty (issue 26).
  const anchor: Record<string, unknown> = {};
  for (const key in props) if (!LINK_ONLY.has(key)) anchor[key] = props[key as keyof Props];
  anchor.href = props.to;
  anchor["data-discover"] = "true";
  return createElement("a", anchor, props.children);
}

function BrowserLink({ to, preventScrollReset, prefetch, onClick, onMouseEnter, onFocus, children, ...rest }: Props) {
  const navigate = useNavigate();
  const [intent, setIntent] = useState(false);
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    if (rest.target && rest.target !== "_self") return;
    e.preventDefault();
    navigate(to, { preventScrollReset });
  };
  return (
    <>
      <a
        {...rest}
        href={to}
        data-discover="true"
        onClick={follow}
        onMouseEnter={(e) => {
          onMouseEnter?.(e);
          if (prefetch) setIntent(true);
        }}
        onFocus={(e) => {
          onFocus?.(e);
          if (prefetch) setIntent(true);
        }}
      >
        {children}
      </a>
      {intent ? <PrefetchPageLinks page={to} /> : null}
    </>
  );
}
