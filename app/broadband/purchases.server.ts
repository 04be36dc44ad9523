/**
 * The summary's purchases (seed 000 sections 4, 5 and 8): Extra GB (Add to Bill or Pay Now),
 * data add-ons, unsubscribing an add-on, package upgrade and the bonus-data upgrade. Success
 * redirects with the result message; an operator failure comes back for the error dialog.
 */
import { json, type TypedResponse } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import * as bb from "#contracts/broadband";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/broadband";
import { addonCategories, findAddon, FREE_CATEGORY } from "./addons";
import type { BroadbandContext } from "./context.server";
import { payNowForm } from "./paynow.server";
import { redirectWithResult } from "~/operator/result.server";
import { schemaForIntent } from "./summary-forms";
import { summaryHref } from "./summary-view";

type Ctx = BroadbandContext & { subscriberId: string };

/** What a summary action answers when it does not redirect: an error, field errors, or the Pay Now form. */
export interface SummaryActionData {
  error: string | null;
  result?: SubmissionResult<string[]>;
  payNow?: { action: string; fields: Record<string, string> };
}

async function failed(ctx: Ctx, message: string) {
  return json<SummaryActionData>({ error: message }, { status: 400, headers: await ctx.op.headers() });
}

export async function summaryAction(ctx: Ctx, request: Request, form: FormData): Promise<TypedResponse<SummaryActionData> | TypedResponse<never>> {
  const schema = schemaForIntent(form.get("intent"));
  if (!schema) return failed(ctx, t("error.generic"));
  const submission = parseWithSchema(form, { schema });
  if (submission.status !== "success") {
    return json<SummaryActionData>({ result: submission.reply(), error: null }, { status: 400, headers: await ctx.op.headers() });
  }
  const v = submission.value;
  const subscriberID = ctx.subscriberId;
  const packageName = ctx.service?.packageName || "-";

  switch (v.intent) {
    case "extraGb": {
      const list = await ctx.op.data(bb.extraGbPackages, { subscriberID, packageName });
      if (!list.ok) return failed(ctx, list.message);
      const pkg = list.data.find((p) => p.packageId === v.pkg);
      if (!pkg) return failed(ctx, t("bb.extraGb.chooseAmount"));
      if (v.pay === "now") {
        return json<SummaryActionData>(
          { payNow: payNowForm(ctx, { product: "EGB", packageId: pkg.packageId, request }), error: null },
          { headers: await ctx.op.headers() },
        );
      }
      const bought = await ctx.op.data(bb.purchaseExtraGb, { subscriberID, packageId: pkg.packageId, commitUse: ctx.user.userName, channel: "SCP" });
      if (!bought.ok) return failed(ctx, bought.message);
      // After success the flow returns to SelectType.
      return redirectWithResult(
        summaryHref({ panel: "extraGb", step: "type", pkg: pkg.packageId }),
        t("bb.extraGb.success", { amount: pkg.volume, unit: pkg.volumeUnit }),
        ctx.op,
      );
    }
    case "addon": {
      const list = await ctx.op.data(bb.vasDataBundlePackages, { subscriberID, packageName });
      if (!list.ok) return failed(ctx, list.message);
      const found = findAddon(addonCategories(list.data.categories), v.packageId, true);
      if (!found) return failed(ctx, t("error.generic"));
      const free = found.category === FREE_CATEGORY || Number(found.card.price) === 0;
      const bought = await ctx.op.data(free ? bb.addVasDataBundleV2 : bb.addVasDataBundle, {
        subscriberID,
        packageId: v.packageId,
        commitUser: ctx.user.userName,
        channel: "SCP",
      });
      if (!bought.ok) return failed(ctx, bought.message);
      const message = free ? (bought.data.message ?? t("bb.addons.success")) : t("bb.addons.success");
      return redirectWithResult(summaryHref({ panel: "addons", cat: Number(form.get("cat")) || null }), message, ctx.op);
    }
    case "unsubscribe": {
      const done = await ctx.op.data(bb.vasBundleUnsubscription, { subscriberID, subscriptionid: v.subscriptionid, timestamp: v.timestamp });
      if (!done.ok) return failed(ctx, done.message);
      return redirectWithResult(summaryHref({ pane: "addOns" }), t("bb.addons.unsubscribed", { name: v.name }), ctx.op);
    }
    case "upgrade": {
      const query = { type: ctx.service?.serviceType || "FTTH", package: packageName };
      const [current, options, profile] = await Promise.all([
        ctx.op.data(bb.currentBbPackageV2, query),
        ctx.op.data(bb.bbPackages, query),
        ctx.op.data(bb.profile, { subscriberID }),
      ]);
      if (!current.ok) return failed(ctx, current.message);
      if (!options.ok) return failed(ctx, options.message);
      if (!profile.ok) return failed(ctx, profile.message);
      const target = [...options.data.Upgrades.Any, ...options.data.Upgrades.Unlimited].find((o) => o.BB_PACKAGE_NAME === v.newPackage);
      if (!target) return failed(ctx, t("bb.upgrade.none"));
      const requested = await ctx.op.data(bb.packageChangeRequest, {
        subscriberID,
        type: query.type,
        name: profile.data.fullname || ctx.user.userName,
        nic: "NA",
        contactMobile: profile.data.phone || ctx.selected?.telephoneNo || "NA",
        email: profile.data.email ?? "",
        exsistingPackage: current.data.bB_PACKAGE_NAME,
        newPackage: target.BB_PACKAGE_NAME,
        currentMonthlyValue: String(current.data.monthlY_RENTAL ?? 0),
        newMonthlyValue: String(target.MONTHLY_RENTAL),
        changeType: "Upgrade",
      });
      if (!requested.ok) return failed(ctx, requested.message);
      return redirectWithResult(
        summaryHref({ panel: "upgrade", kind: form.get("kind") === "unlimited" ? "unlimited" : null }),
        t("bb.upgrade.success"),
        ctx.op,
      );
    }
    case "upgradeLoyalty": {
      const done = await ctx.op.data(bb.upgradeLoyalty, { subscriberID });
      if (!done.ok) return failed(ctx, done.message);
      return redirectWithResult(summaryHref({ pane: "bonusData" }), done.data.message ?? t("dialog.success"), ctx.op);
    }
  }
}
