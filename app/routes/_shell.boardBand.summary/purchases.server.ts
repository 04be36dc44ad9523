/**
 * The summary's purchases: Extra GB (Add to Bill or Pay Now), data add-ons, unsubscribing an
 * add-on, package upgrade and the bonus-data upgrade. Extra GB and add-ons need the package's privilege
 * (as the profile the page was shown with says). Each is post/redirect/get: success and the
 * operator's refusal alike redirect to the view the customer was on with the outcome (nothing
 * typed needs keeping: the choices live in the URL). Pay Now answers the hosted page's form instead.
 */
import * as bb from "#contracts/broadband";
import type { BroadbandProfile, SubscriberContext } from "~/broadband/context.server";
import { payNowForm } from "~/broadband/paynow.server";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/broadband";
import { formFailure, redirectWithOutcome } from "~/operator/outcome.server";
import { addonCategories, findAddon, FREE_CATEGORY } from "./addons";
import { schemaForIntent } from "./schema";
import { privileged } from "./summary.server";
import { summaryHref } from "./view";

const refused = (to: string, message: string) => redirectWithOutcome(to, message, "error");

export async function summaryAction(ctx: SubscriberContext, profile: BroadbandProfile | null, request: Request, form: FormData) {
  const op = ctx.op;
  const schema = schemaForIntent(form.get("intent"));
  if (!schema) return refused(summaryHref({}), t("error.generic"));
  const submission = parseWithSchema(form, { schema });
  if (submission.status !== "success") return formFailure(submission);
  const v = submission.value;
  const subscriberID = ctx.subscriberId;
  const packageName = ctx.service?.packageName || "-";

  switch (v.intent) {
    case "extraGb": {
      if (!privileged(profile, "extra_gb")) return refused(summaryHref({ panel: "extraGb" }), t("bb.summary.noPrivilege.extraGB"));
      const confirmStep = summaryHref({ panel: "extraGb", step: "confirm", pkg: v.pkg, pay: v.pay });
      const list = await op.data(bb.extraGbPackages, { subscriberID, packageName });
      if (!list.ok) return refused(confirmStep, list.message);
      const pkg = list.data.find((p) => p.packageId === v.pkg);
      if (!pkg) return refused(summaryHref({ panel: "extraGb" }), t("bb.extraGb.chooseAmount"));
      if (v.pay === "now") return { paynow: payNowForm(ctx, { product: "EGB", packageId: pkg.packageId }) };
      const bought = await op.data(bb.purchaseExtraGb, { subscriberID, packageId: pkg.packageId, commitUse: ctx.user.userName, channel: "SCP" });
      if (!bought.ok) return refused(confirmStep, bought.message);
      // After success the flow returns to SelectType.
      return redirectWithOutcome(
        summaryHref({ panel: "extraGb", step: "type", pkg: pkg.packageId }),
        t("bb.extraGb.success", { amount: pkg.volume, unit: pkg.volumeUnit }),
      );
    }
    case "addon": {
      const back = summaryHref({ panel: "addons", cat: Number(form.get("cat")) || null });
      if (!privileged(profile, "data_addons")) return refused(back, t("bb.summary.noPrivilege.addOns"));
      const list = await op.data(bb.vasDataBundlePackages, { subscriberID, packageName });
      if (!list.ok) return refused(back, list.message);
      const found = findAddon(addonCategories(list.data.categories), v.packageId, true);
      if (!found) return refused(back, t("error.generic"));
      const free = found.category === FREE_CATEGORY || Number(found.card.price) === 0;
      const bought = await op.data(free ? bb.addVasDataBundleV2 : bb.addVasDataBundle, {
        subscriberID,
        packageId: v.packageId,
        commitUser: ctx.user.userName,
        channel: "SCP",
      });
      if (!bought.ok) return refused(back, bought.message);
      const message = free ? (bought.data.message ?? t("bb.addons.success")) : t("bb.addons.success");
      return redirectWithOutcome(back, message);
    }
    case "unsubscribe": {
      const back = summaryHref({ pane: "addOns" });
      const done = await op.data(bb.vasBundleUnsubscription, { subscriberID, subscriptionid: v.subscriptionid, timestamp: v.timestamp });
      if (!done.ok) return refused(back, done.message);
      return redirectWithOutcome(back, t("bb.addons.unsubscribed", { name: v.name }));
    }
    case "upgrade": {
      const back = summaryHref({ panel: "upgrade", kind: form.get("kind") === "unlimited" ? "unlimited" : null });
      const query = { type: ctx.service?.serviceType || "FTTH", package: packageName };
      const [current, options, profile] = await Promise.all([
        op.data(bb.currentBbPackageV2, query),
        op.data(bb.bbPackages, query),
        op.data(bb.profile, { subscriberID }),
      ]);
      if (!current.ok) return refused(back, current.message);
      if (!options.ok) return refused(back, options.message);
      if (!profile.ok) return refused(back, profile.message);
      const target = [...options.data.Upgrades.Any, ...options.data.Upgrades.Unlimited].find((o) => o.BB_PACKAGE_NAME === v.newPackage);
      if (!target) return refused(back, t("bb.upgrade.none"));
      const requested = await op.data(bb.packageChangeRequest, {
        subscriberID,
        type: query.type,
        name: profile.data.fullname || ctx.user.userName,
        nic: "NA",
        contactMobile: profile.data.phone || ctx.selected?.telephoneNo || "NA",
        email: profile.data.email ?? "",
        existingPackage: current.data.bB_PACKAGE_NAME,
        newPackage: target.BB_PACKAGE_NAME,
        currentMonthlyValue: String(current.data.monthlY_RENTAL ?? 0),
        newMonthlyValue: String(target.MONTHLY_RENTAL),
        changeType: "Upgrade",
      });
      if (!requested.ok) return refused(back, requested.message);
      return redirectWithOutcome(back, t("bb.upgrade.success"));
    }
    case "upgradeLoyalty": {
      const back = summaryHref({ pane: "bonusData" });
      const done = await op.data(bb.upgradeLoyalty, { subscriberID });
      if (!done.ok) return refused(back, done.message);
      return redirectWithOutcome(back, done.data.message ?? t("dialog.success"));
    }
  }
}
