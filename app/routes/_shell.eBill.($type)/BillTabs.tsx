import { Link } from "@remix-run/react";
import { t, type MessageKey } from "~/i18n/bill";
import { tabPath, type BillTab } from "./tabs";

const tabs: Array<{ id: BillTab; label: MessageKey }> = [
  { id: "payable", label: "bill.tab.payable" },
  { id: "history", label: "bill.tab.history" },
  { id: "methods", label: "bill.tab.methods" },
];

/** The bill page's tabs: links to /eBill/:type, so they work without JavaScript. */
export function BillTabs({ current }: { current: BillTab }) {
  return (
    <nav className="area-tabs" aria-label={t("bill.tabs")}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link className={`nav-item${current === tab.id ? " active" : ""}`} to={tabPath(tab.id)} aria-current={current === tab.id ? "page" : undefined}>
              {t(tab.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
