import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { t } from "~/i18n";

/**
 * The signed-in user's avatar menu (the signed-in top bar, the buy-online header): a native
 * disclosure, so it opens without JavaScript; the page's own links first, Logout last.
 */
export function UserMenu({ userName, label, showName = false, children }: { userName: string; label: string; showName?: boolean; children?: ReactNode }) {
  return (
    <details className="menu user-menu">
      <summary className="btn btn-outline" aria-label={label}>
        <span className="avatar" aria-hidden="true">
          {userName.slice(0, 1).toUpperCase()}
        </span>
        {showName ? <span className="user-name">{userName}</span> : null}
      </summary>
      <ul className="menu-list">
        {children}
        <li>
          <Form method="post" action="/logout">
            <button type="submit" className="btn-link">
              {t("nav.logout")}
            </button>
          </Form>
        </li>
      </ul>
    </details>
  );
}
