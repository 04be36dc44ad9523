/** Which line a request may touch: the operator only serves lines the signed-in user has linked. */
import { SUBSCRIBER_ID, toTelephone } from "../../../contracts/lk";
import { findLine, linkedLines, lines, type LineRecord } from "../../store";
import type { LineTemplate } from "../../../fixtures/personas";

export const messages = {
  notLinked: "The selected account is not linked to your profile.",
  prepaid: "Bill details are not available for prepaid connections.",
};

/**
 * 0XXXXXXXXX from the shapes callers send (94XXXXXXXXX, XXXXXXXXX, with spaces or dashes).
 * Not plain toTelephone: dashes go too, only a leading + is dropped, and any nine digits gain a
 * 0, even 0XXXXXXXX. That last one becomes 00XXXXXXXX, the shape of an account number, so a
 * caller that passes the result on to lineByNumber (Pay Now) finds the line by account.
 */
export function normaliseTelephone(value: string): string {
  const d = value.replace(/[\s-]/g, "").replace(/^\+/, "");
  if (/^\d{9}$/.test(d)) return `0${d}`;
  return SUBSCRIBER_ID.test(d) ? toTelephone(d) : d;
}

/** The line if this user linked it (and the account number, when given, matches). */
export function linkedLine(userName: string, telephoneNo: string, accountNo?: string): LineRecord | null {
  const tel = normaliseTelephone(telephoneNo);
  const link = linkedLines(userName).find((l) => l.telephoneNo === tel);
  if (!link) return null;
  if (accountNo !== undefined && accountNo.trim() !== link.accountNo) return null;
  return findLine(tel) ?? null;
}

/** A line in the operator's records by telephone or account number (public pages). */
export function lineByNumber(value: string): LineRecord | null {
  const tel = normaliseTelephone(value);
  return findLine(tel) ?? lines.findFirst((q) => q.where({ accountNo: value.trim() })) ?? null;
}

/** The persona template options of a line (see fixtures/personas.ts). */
export function specOf(line: LineRecord) {
  return line.spec as unknown as LineTemplate;
}
