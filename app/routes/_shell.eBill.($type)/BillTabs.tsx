import { PageTabs } from "~/components/PageTabs";
import { t, type MessageKey } from "~/i18n/bill";
import { tabPath, type BillTab } from "./tabs";

const tabs: Array<{ id: BillTab; label: MessageKey }> = [
  { id: "payable", label: "bill.tab.payable" },
  { id: "history", label: "bill.tab.history" },
  { id: "methods", label: "bill.tab.methods" },
];

/** The bill page's tabs: links to /eBill/:type, so they work without JavaScript. */
export function BillTabs({ current }: { current: BillTab }) {
  return <PageTabs label={t("bill.tabs")} tabs={tabs.map((tab) => ({ id: tab.id, label: t(tab.label), to: tabPath(tab.id) }))} current={current} />;
}
