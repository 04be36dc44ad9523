import { ConfirmDialog } from "~/components/dialogs";
import { t } from "~/i18n/broadband";
import type { UsageItemView } from "./summary.server";
import { summaryHref } from "./view";

/** Unsubscribe from an auto-renewing add-on: Cancel / Continue. */
export function UnsubscribeDialog({ item }: { item: UsageItemView }) {
  return (
    <ConfirmDialog
      title={t("bb.summary.unsubscribeTitle")}
      message={<p>{t("bb.summary.unsubscribeConfirm", { name: item.name })}</p>}
      fields={{ intent: "unsubscribe", subscriptionid: item.subscriptionId ?? "", timestamp: item.timestamp ?? "", name: item.name }}
      confirmLabel={t("dialog.continue")}
      cancelLabel={t("dialog.cancel")}
      cancelTo={summaryHref({ pane: "addOns" })}
    />
  );
}
