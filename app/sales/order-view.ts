/**
 * What the status page, the receipt and the application PDF show of an order, from its saved draft:
 * the same lines in all three.
 */
import type { DraftRow } from "#contracts/sales";
import { t } from "~/i18n/sales-status";

export interface OrderView {
  reference: string;
  /** "Rs. 10000.00" for a FULL (paid) order, "Rs. 0.00" otherwise. */
  amount: string;
  status: string;
  customer: string[];
  location: string[];
  date: string;
  packages: Array<{ label: string; name: string }>;
}

const clean = (parts: Array<string | null | undefined>) => parts.map((p) => (p ?? "").trim()).filter(Boolean);

export function customerName(draft: DraftRow): string {
  return clean([draft.title, draft.firstname, draft.lastname]).join(" ");
}

export function identityLine(draft: DraftRow): string {
  const nic = draft.nic?.trim();
  if (nic) return t("status.nic", { number: nic.toUpperCase() });
  return t("status.passport", { number: (draft.passport || draft.pp || "").trim().toUpperCase() });
}

export function serviceAddress(draft: DraftRow): string[] {
  const street = clean([draft.servicE_ADD_NO, draft.servicE_ADD_STREET1]).join(", ");
  return clean([street, draft.servicE_ADD_STREET2, clean([draft.servicE_ADD_CITY, draft.servicE_ADD_POSTAL_CODE]).join(" "), draft.servicE_ADD_DISTRICT]);
}

export function billingAddress(draft: DraftRow): string[] {
  const street = clean([draft.billinG_ADD_NO, draft.billinG_ADD_STREET1]).join(", ");
  return clean([street, draft.billinG_ADD_STREET2, clean([draft.billinG_ADD_CITY, draft.billinG_ADD_POSTAL_CODE]).join(" ")]);
}

/** requesT_DATE as the operator writes it (2024-09-28T09:26:11, Sri Lanka time): "2024-09-28 09:26". */
export function orderDate(raw: string | null): string {
  if (!raw) return "";
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/.exec(raw.trim());
  return m ? `${m[1]} ${m[2]}` : raw.trim();
}

export function packagesOf(draft: DraftRow): OrderView["packages"] {
  const name = (v: string | null) => v?.trim() || t("status.none");
  return [
    { label: t("status.voice"), name: name(draft.voicE_PACKAGE) },
    { label: t("status.broadband"), name: name(draft.bB_PACKAGE) },
    { label: t("status.peoTv"), name: name(draft.peO_PACKAGE) },
  ];
}

export function orderView(draft: DraftRow, amount: number, status: string): OrderView {
  return {
    reference: draft.reF_NO,
    amount: t("sales.lkr", { amount: amount.toFixed(2) }),
    status,
    customer: clean([customerName(draft), identityLine(draft), draft.mobileno, draft.email]),
    location: serviceAddress(draft),
    date: orderDate(draft.requesT_DATE),
    packages: packagesOf(draft),
  };
}
