/**
 * Add to Cart: an order's cart lines saved with the operator in the order the specification gives.
 * The cart is emptied first (bulk remove), so a package removed since the last Add to Cart leaves no
 * line behind; then the BEARER line (the connection's one-time charge) is saved, and only when it
 * succeeds the package lines (VOICE, BROADBAND, PEOTV), each with its own failure message. Quantity is
 * always 1 and status 1.
 */
import * as sales from "#contracts/sales";
import { t } from "~/i18n/sales";
import type { Operator } from "~/operator/route.server";
import type { ChosenPackages, PackageKind } from "./catalogue";

export type ServiceType = (typeof sales.serviceTypes)[number];

export interface CartLine {
  serviceType: ServiceType;
  packageName: string;
  /** Monthly rental (LKR, before tax); 0 for the BEARER line. */
  rental: number;
  /** One-time charge: the connection fee on the BEARER line, 0 on package lines. */
  iniCharge: number;
}

const FAILED: Record<ServiceType, Parameters<typeof t>[0]> = {
  BEARER: "sales.cart.saveBearerFailed",
  VOICE: "sales.cart.saveVoiceFailed",
  BROADBAND: "sales.cart.saveBroadbandFailed",
  PEOTV: "sales.cart.savePeoTvFailed",
};

const LINE_OF: Record<PackageKind, ServiceType> = { voice: "VOICE", internet: "BROADBAND", peoTv: "PEOTV" };

/**
 * An order's cart: the BEARER line (`bearer`: the connection, with its one-time fee) and a line per
 * chosen package of the `kinds` the connection bills (fibre: BROADBAND and PEOTV, no VOICE line), with
 * its monthly rental.
 */
export function cartLines(bearer: string, fee: number, chosen: ChosenPackages, kinds: readonly PackageKind[]): { bearer: CartLine; packages: CartLine[] } {
  const packages = kinds.flatMap((kind): CartLine[] => {
    const item = chosen[kind];
    return item ? [{ serviceType: LINE_OF[kind], packageName: item.name, rental: item.rental, iniCharge: 0 }] : [];
  });
  return { bearer: { serviceType: "BEARER", packageName: bearer, rental: 0, iniCharge: fee }, packages };
}

const amount = (value: number) => value.toFixed(2);

/** Saves the bearer line, then the package lines; the first failure stops and is told. */
export async function saveCart(op: Operator, refNo: string, bearer: CartLine, packages: CartLine[]): Promise<{ ok: true } | { ok: false; message: string }> {
  const cleared = await op.data(sales.removeInvoices, { REF_NO: refNo });
  if (!cleared.ok) return { ok: false, message: cleared.message };
  for (const line of [bearer, ...packages]) {
    const saved = await op.data(sales.saveInvoice, {
      REF_NO: refNo,
      SERVICE_TYPE: line.serviceType,
      PACKAGE_NAME: line.packageName,
      PACKAGE_COUNT: "1",
      RENTAL: amount(line.rental),
      INI_CHARGE: amount(line.iniCharge),
      STATUS: "1",
    });
    if (!saved.ok) return { ok: false, message: t(FAILED[line.serviceType]) };
  }
  return { ok: true };
}

/** Empties an order's cart (the cart's Remove). */
export async function removeCart(op: Operator, refNo: string): Promise<{ ok: true } | { ok: false; message: string }> {
  const removed = await op.data(sales.removeInvoices, { REF_NO: refNo });
  return removed.ok ? { ok: true } : { ok: false, message: removed.message };
}
