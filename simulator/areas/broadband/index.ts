/** Simulated operator behaviour of the postpaid broadband area (BBVAS, VAS, BBExternal). */
import { http, HttpResponse } from "msw";
import * as bb from "#contracts/broadband";
import {
  addOnCategories,
  addOnIcons,
  broadbandPackage,
  dataGiftPackages,
  extraGbPackages,
  upgradesFrom,
  type BroadbandPackage,
  type VolumePackage,
} from "../../../fixtures/broadband";
import { fail, implement, ok, type Bases, type Implementation } from "../../implement";
import type { UserRecord } from "../../store";
import { nowMs } from "../../world";
import * as op from "./operations";
import { deliverPayNow } from "./paynow";
import { checkAccess, findSubscriber, privileges } from "./state";
import { monthOf, parseYmd, startOfToday } from "./time";
import { bucketView, dailyUsageView, protocolReportView, usageSummaryView } from "./usage";
import "./seed";

/** Access check, then delivery of paid Pay Now purchases so the answer includes them. */
async function access(me: UserRecord, subscriberId: string): Promise<ReturnType<typeof checkAccess>> {
  const found = checkAccess(me, subscriberId);
  if (found.error) return found;
  await deliverPayNow(subscriberId);
  return { sub: findSubscriber(subscriberId) ?? found.sub };
}

const volumeList = (list: VolumePackage[]) =>
  list.map((p) => ({ volume: p.volumeGB, volumeUnit: "GB", postPrice: p.price.toFixed(2), packageId: p.packageId }));

/** Icons live beside the API on the simulator; the browser loads them from the public origin. */
function iconUrl(url: URL, icon: string) {
  const prefix = url.pathname.slice(0, url.pathname.indexOf("BBVAS/"));
  return `${(process.env.SIM_PUBLIC_URL ?? url.origin).replace(/\/$/, "")}${prefix}static/addon-icons/${icon}.svg`;
}

const currentPackageOf = (p: BroadbandPackage) => ({
  bB_PACKAGE_NAME: p.name,
  monthlY_RENTAL: p.monthlyRental.toFixed(2),
  standarD_GB: p.standardGB === null ? "Unlimited" : String(p.standardGB),
  freE_GB: String(p.freeGB),
});

function currentPackage({ input }: { input: { type: string; package: string } }) {
  if (!op.mediumOf(input.type)) return fail("Invalid connection type.");
  const pkg = broadbandPackage(input.package);
  return pkg ? ok(currentPackageOf(pkg)) : fail("Package details not found.");
}

async function dailyUsage(me: UserRecord, subscriberID: string, monthIndex: number) {
  const { sub, error } = await access(me, subscriberID);
  if (error) return error;
  return ok(dailyUsageView(sub, monthIndex));
}

export const implementations: Implementation[] = [
  implement(bb.usageSummary, async ({ me, input }) => {
    const { sub, error } = await access(me, input.subscriberID);
    return error ?? ok(usageSummaryView(sub));
  }),

  implement(bb.profile, async ({ me, input }) => {
    const { sub, error } = await access(me, input.subscriberID);
    if (error) return error;
    const pkg = broadbandPackage(sub.packageName);
    return ok({
      subscriberid: sub.subscriberId,
      fullname: sub.fullname,
      subscriber_package: sub.packageName.replace(/\s+/g, "_"),
      subscriber_package_display: sub.packageName,
      subscriber_package_type: pkg?.kind === "UNLIMITED" ? 2 : 1,
      phone: sub.phone,
      email: sub.email,
      billing_date: sub.billingDate,
      first_bill_date: sub.firstBillDate,
      blocked: false,
      registered: true,
      happy_day: sub.happyDay,
      priviledges: privileges(sub),
    });
  }),

  implement(bb.extraGb, async ({ me, input }) => {
    const { sub, error } = await access(me, input.subscriberID);
    return error ?? ok(bucketView(sub, "extraGb"));
  }),
  implement(bb.bonusData, async ({ me, input }) => {
    const { sub, error } = await access(me, input.subscriberID);
    return error ?? ok(bucketView(sub, "bonus"));
  }),
  implement(bb.freeData, async ({ me, input }) => {
    const { sub, error } = await access(me, input.subscriberID);
    return error ?? ok(bucketView(sub, "free"));
  }),
  implement(bb.dashboardVasBundles, async ({ me, input }) => {
    const { sub, error } = await access(me, input.subscriberID);
    return error ?? ok(bucketView(sub, "addon"));
  }),

  implement(bb.vasDataBundlePackages, async ({ me, input, url }) => {
    const { error } = await access(me, input.subscriberID);
    if (error) return error;
    return ok({
      categories: addOnCategories.map((c) => ({
        category: c.category,
        addons: c.addons.map((a) => ({ id: a.id, name: a.name, description: a.description, postprice: String(a.price), icon_url: iconUrl(url, a.icon) })),
      })),
    });
  }),

  implement(bb.addVasDataBundle, async ({ me, input }) => {
    const { sub, error } = await access(me, input.subscriberID);
    return error ?? op.purchaseAddOn(sub, input.packageId, false);
  }),
  implement(bb.addVasDataBundleV2, async ({ me, input }) => {
    const { sub, error } = await access(me, input.subscriberID);
    return error ?? op.purchaseAddOn(sub, input.packageId, true);
  }),
  implement(bb.vasBundleUnsubscription, async ({ me, input }) => {
    const { sub, error } = await access(me, input.subscriberID);
    return error ?? op.unsubscribeAddOn(sub, input.subscriptionid, Number(input.timestamp));
  }),
  implement(bb.upgradeLoyalty, async ({ me, input }) => {
    const { sub, error } = await access(me, input.subscriberID);
    return error ?? op.upgradeLoyalty(sub);
  }),

  implement(bb.extraGbPackages, async ({ me, input }) => {
    const { sub, error } = await access(me, input.subscriberID);
    if (error) return error;
    if (!privileges(sub).extra_gb) return fail("Extra GB is not available for your package. Please upgrade your package to purchase Extra GB.");
    return ok(volumeList(extraGbPackages));
  }),
  implement(bb.purchaseExtraGb, async ({ me, input }) => {
    const { sub, error } = await access(me, input.subscriberID);
    return error ?? op.purchaseExtraGb(sub, input.packageId);
  }),

  implement(bb.dataGiftPackages, async ({ me, input }) => {
    const { sub, error } = await access(me, input.subscriberID);
    if (error) return error;
    if (!privileges(sub).data_gifting) return fail("Data gifting is not available for your package.");
    return ok(volumeList(dataGiftPackages));
  }),
  implement(bb.validateDataGiftSub, async ({ me, input }) => {
    const { sub, error } = await access(me, input.subscriberID);
    if (error) return error;
    const check = op.giftReceiver(sub, input.reciever);
    return check.error ?? ok(null);
  }),
  implement(bb.dataGiftEnroll, async ({ me, input }) => {
    const { sub, error } = await access(me, input.subscriberID);
    return error ?? op.giftData(sub, input.reciever, input.packageId);
  }),

  implement(bb.bbPackages, async ({ input }) => {
    const medium = op.mediumOf(input.type);
    if (!medium) return fail("Invalid connection type.");
    const current = broadbandPackage(input.package);
    if (!current) return fail("Package details not found.");
    const options = upgradesFrom(current, medium);
    const row = (p: BroadbandPackage) => ({
      BB_PACKAGE_NAME: p.name,
      STANDARD_GB: p.standardGB ?? "Unlimited",
      FREE_GB: p.freeGB,
      DESCRIPTION: p.description,
      MONTHLY_RENTAL: p.monthlyRental.toFixed(2),
    });
    return ok({ Upgrades: { Any: options.any.map(row), Unlimited: options.unlimited.map(row) } });
  }),
  implement(bb.currentBbPackage, currentPackage),
  implement(bb.currentBbPackageV2, currentPackage),
  implement(bb.packageChangeRequest, async ({ me, input }) => {
    const { sub, error } = await access(me, input.subscriberID);
    return error ?? op.requestPackageChange(sub, input);
  }),

  implement(bb.currentDailyUsage, async ({ me, input }) => dailyUsage(me, input.subscriberID, Number(input.monthIndex ?? 0))),
  implement(bb.previousDailyUsage, async ({ me, input }) => dailyUsage(me, input.subscriberID, Number(input.monthIndex))),

  implement(bb.protocolReport, async ({ me, input }) => {
    const { sub, error } = await access(me, input.subscriberID);
    if (error) return error;
    if (!sub.report) return fail("Please subscribe to the detailed usage report to view protocol details.");
    const date = parseYmd(input.date);
    if (date === null) return fail("Please select a valid date.");
    if (date > startOfToday()) return fail("Usage details are not available for a future date.");
    if (date < monthOf(nowMs(), 2).start) return fail("Usage details older than 3 months are not available.");
    return ok(protocolReportView(sub, input.date));
  }),
  implement(bb.purchaseAdvancedReports, async ({ me, input }) => {
    const { sub, error } = await access(me, input.subscriberID);
    return error ?? op.subscribeReport(sub, input.reporterPackage);
  }),
  implement(bb.unsubscribeAdvancedReports, async ({ me, input }) => {
    const { sub, error } = await access(me, input.subscriberID);
    return error ?? op.unsubscribeReport(sub);
  }),

  implement(bb.changeBbPassword, async ({ me, input }) => {
    const { sub, error } = await access(me, input.subscriberID);
    return error ?? op.changePassword(sub, input.currentpass, input.newpass);
  }),
  implement(bb.updateContact, async ({ me, input }) => {
    const { sub, error } = await access(me, input.subscriberID);
    return error ?? op.updateContact(sub, input.fillname, input.email, input.phone);
  }),
  implement(bb.purchaseHistory, async ({ me, input }) => {
    const { sub, error } = await access(me, input.subscriberID);
    return error ?? op.purchaseHistoryRows(sub, input.historyFrom, input.historyTo);
  }),
  implement(bb.redeemVoucher, async ({ me, input }) => {
    const { sub, error } = await access(me, input.subscriberID);
    return error ?? op.redeemVoucher(sub, input.voucherid);
  }),
  implement(bb.happyDay, async ({ me, input }) => {
    const { sub, error } = await access(me, input.subscriberID);
    return error ?? op.setHappyDay(sub, input.happydate);
  }),
];

function iconSvg(name: string) {
  const icon = addOnIcons[name];
  if (!icon) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${name}">
<rect width="96" height="96" rx="20" fill="${icon.colour}"/>
<text x="48" y="60" font-family="system-ui,sans-serif" font-size="40" font-weight="700" fill="#fff" text-anchor="middle">${icon.label}</text></svg>`;
}

export function extraHandlers(bases: Bases) {
  return [
    http.get(`${bases.api}/static/addon-icons/:file`, ({ params }) => {
      const svg = iconSvg(String(params.file).replace(/\.svg$/, ""));
      if (!svg) return new HttpResponse("Not found", { status: 404 });
      return new HttpResponse(svg, { headers: { "content-type": "image/svg+xml", "cache-control": "public, max-age=3600" } });
    }),
  ];
}
