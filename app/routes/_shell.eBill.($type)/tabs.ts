/** The views of the bill page: /eBill is Total Payable; /eBill/history, /eBill/methods, and /eBill/register (the eBill screen). */
export const BILL_TABS = ["payable", "history", "methods", "register"] as const;
export type BillTab = (typeof BILL_TABS)[number];

/** The tab of /eBill/:type; Total Payable has one address only (/eBill), so "payable" is not a tab name. */
export function tabOf(type: string | undefined): BillTab | null {
  if (type === undefined) return "payable";
  return (BILL_TABS as readonly string[]).includes(type) && type !== "payable" ? (type as BillTab) : null;
}

export const tabPath = (tab: BillTab) => (tab === "payable" ? "/eBill" : `/eBill/${tab}`);
