import { ResponsiveNav, type NavEntry } from "~/components/ResponsiveNav";
import { t, type MessageKey } from "~/i18n/shell";

type Item = { key: MessageKey; to: string; disabled: boolean; external?: boolean; label?: MessageKey };

/** An item's entry, its texts looked up now (in the page's language). */
function entry(item: Item): NavEntry {
  return { to: item.to, label: t(item.key), disabled: item.disabled, external: item.external, newTabLabel: item.label ? t(item.label) : undefined };
}

/**
 * The product tabs and the service row (on phones, one "Menu" disclosure). Without accounts there is
 * nothing to show under Broadband, PEOTV, Voice and Mobile, so they are disabled; a prepaid line has
 * no PEOTV, Voice, Mobile, bill or complaints, so those are disabled, and Bill reads Reload.
 */
export function ShellNav({ hasAccounts, prepaid, shopUrl }: { hasAccounts: boolean; prepaid: boolean; shopUrl: string }) {
  const products: Item[] = [
    { key: "nav.broadband", to: prepaid ? "/prepaid/boardBand" : "/boardBand/summary", disabled: !hasAccounts },
    { key: "nav.peoTv", to: "/peoTV", disabled: !hasAccounts || prepaid },
    { key: "nav.voice", to: "/voice", disabled: !hasAccounts || prepaid },
    { key: "nav.mobile", to: "/mobile", disabled: !hasAccounts || prepaid },
    { key: "nav.promotion", to: "/promotion", disabled: false },
  ];
  const services: Item[] = [
    { key: "nav.newServices", to: "/newService/new/fiber", disabled: false },
    { key: "nav.digitalLife", to: "/digitalLife", disabled: false },
    { key: "nav.hotDevice", to: shopUrl, disabled: false, external: true, label: "nav.hotDevice.newTab" },
    // Spec 000: "Bill and Complaints are disabled with no accounts or for prepaid; for prepaid the bill label reads
    // Reload". A prepaid line reloads from the payments panel's Reload button.
    prepaid ? { key: "nav.reload", to: "/prepaid/reload", disabled: true } : { key: "nav.bill", to: "/eBill", disabled: !hasAccounts },
    { key: "nav.complaints", to: "/complaints", disabled: !hasAccounts || prepaid },
  ];
  return (
    <ResponsiveNav
      summary={t("nav.menu")}
      className="shell-menu"
      groups={[
        { label: t("nav.products"), className: "product-tabs", items: products.map(entry) },
        {
          label: t("nav.services"),
          className: "service-row",
          items: services.map(entry),
          more: {
            label: t("nav.more"),
            items: [
              { to: "/faq", label: t("nav.faq") },
              { to: "/manageConnections", label: t("menu.manageConnections") },
              { to: "/myProfile", label: t("menu.myProfile") },
            ],
          },
        },
      ]}
    />
  );
}
