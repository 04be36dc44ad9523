/**
 * Pay Now: the bills area's hosted page takes the card payment; this area prices what is bought
 * and delivers it (Extra GB, data gift, detailed report) the next time the subscriber is read.
 */
import { VAT_RATE } from "../../../fixtures/bills";
import { dataGiftPackages, extraGbPackages, reportFees } from "../../../fixtures/broadband";
import { markPaymentApplied, paymentsFor, registerPayNowPricer } from "../bills";
import { completePayNow } from "./operations";

const withTax = (price: number) => Math.round(price * (1 + VAT_RATE) * 100) / 100;

registerPayNowPricer(({ product, packageId, reporterPackage }) => {
  if (product === "EGB") {
    const pkg = extraGbPackages.find((p) => p.packageId === packageId);
    return pkg ? { amount: withTax(pkg.price), description: `Extra GB - ${pkg.volumeGB} GB` } : null;
  }
  if (product === "DGF") {
    const pkg = dataGiftPackages.find((p) => p.packageId === packageId);
    return pkg ? { amount: withTax(pkg.price), description: `Data gift - ${pkg.volumeGB} GB` } : null;
  }
  const fee = reporterPackage === "1" || reporterPackage === "2" ? reportFees[reporterPackage] : undefined;
  return fee ? { amount: withTax(fee.price), description: `Detailed Usage Report (${fee.label})` } : null;
});

/** Apply approved Pay Now payments of a subscriber that were not delivered yet (each once). */
export async function deliverPayNow(subscriberId: string) {
  for (const payment of paymentsFor(subscriberId)) {
    if (payment.status !== "approved" || payment.applied || payment.purpose === "BILL") continue;
    await markPaymentApplied(payment.id);
    await completePayNow({
      prepaidID: payment.purpose,
      subscriberID: subscriberId,
      packageId: payment.packageId,
      reciever: payment.reciever,
      reporterPackage: payment.reporterPackage,
    });
  }
}
