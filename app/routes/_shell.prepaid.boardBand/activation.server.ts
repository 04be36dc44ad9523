/**
 * Activating a prepaid package: refused on a dormant line, and checked against the wallet (its
 * cents / 100 must cover the price with tax) before the operator is asked, so a purchase the
 * wallet cannot pay never reaches the operator.
 */
import * as prepaid from "#contracts/prepaid";
import { t } from "~/i18n/prepaid";
import { t as tShell } from "~/i18n/shell";
import { loadStatus, loadWalletCents, type PrepaidContext } from "~/prepaid/context.server";

export type ActivationResult = { ok: true; message: string } | { ok: false; message: string };

export async function activatePackage(ctx: PrepaidContext, productId: string, packageType: "Main Packages" | "Add-ons"): Promise<ActivationResult> {
  if (!ctx.number) return { ok: false, message: ctx.error ?? t("error.generic") };
  const [status, wallet, list] = await Promise.all([loadStatus(ctx), loadWalletCents(ctx), ctx.op.data(prepaid.packageList, { packageType })]);
  if (status.ok && status.data.dormant) return { ok: false, message: tShell("dormant.message") };
  if (!list.ok) return list;
  const pkg = list.data.data.find((p) => p.OFFERING_ID === productId);
  if (!pkg) return { ok: false, message: t("error.generic") };
  if (!wallet.ok) return wallet;
  if (wallet.data / 100 < pkg.PRICE_LKR_WITH_TAX) return { ok: false, message: t("pp.insufficient") };
  const added = await ctx.op.data(prepaid.addOffer, {
    LTESLTNumber: ctx.number,
    productId: pkg.OFFERING_ID,
    offerName: pkg.OFFERING_NAME,
    operationType: "ADD_OFFERING",
    channelName: "MY_SLT",
    ChannelSeq: "3",
  });
  if (!added.ok) return added;
  if (added.data.finalStatus !== "success") return { ok: false, message: added.data.dataOcsresultDesc ?? t("error.generic") };
  return { ok: true, message: t("pp.activated", { package: pkg.MYSLT_PKG_NAME ?? pkg.OFFERING_NAME }) };
}
