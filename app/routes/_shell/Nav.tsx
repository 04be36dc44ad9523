import { ActiveLink } from "~/components/ActiveLink";
import { t, type MessageKey } from "~/i18n/shell";
import { MoreMenu } from "~/components/MoreMenu";

type Item = { key: MessageKey; to: string; disabled: boolean; external?: boolean; label?: MessageKey };

function NavItem({ item }: { item: Item }) {
  if (item.disabled) {
    return (
      <span className="nav-item" aria-disabled="true">
        {t(item.key)}
      </span>
    );
  }
  if (item.external) {
    return (
      <a className="nav-item" href={item.to} target="_blank" rel="noopener noreferrer" aria-label={item.label ? t(item.label) : undefined}>
        {t(item.key)}
      </a>
    );
  }
  return (
    <ActiveLink className="nav-item" to={item.to}>
      {t(item.key)}
    </ActiveLink>
  );
}

/** The items of a nav's list, one <li> each. */
function NavItems({ items }: { items: Item[] }) {
  return (
    <>
      {items.map((item) => (
        <li key={item.key}>
          <NavItem item={item} />
        </li>
      ))}
    </>
  );
}

/**
 * The product tabs and the service row. Without accounts there is nothing to show under Broadband,
 * PEOTV, Voice and Mobile, so they are disabled; a prepaid line has no PEOTV, Voice, Mobile or
 * complaints and is topped up rather than billed, so those are disabled and Bill becomes Reload.
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
    prepaid ? { key: "nav.reload", to: "/prepaid/reload", disabled: !hasAccounts } : { key: "nav.bill", to: "/eBill", disabled: !hasAccounts },
    { key: "nav.complaints", to: "/complaints", disabled: !hasAccounts || prepaid },
  ];
  return (
    <>
      <nav className="product-tabs" aria-label={t("nav.products")}>
        <ul>
          <NavItems items={products} />
        </ul>
      </nav>
      <nav className="service-row" aria-label={t("nav.services")}>
        <ul>
          <NavItems items={services} />
          <li>
            <MoreMenu
              label={t("nav.more")}
              items={[
                { to: "/faq", label: t("nav.faq") },
                { to: "/manageConnections", label: t("menu.manageConnections") },
                { to: "/myProfile", label: t("menu.myProfile") },
              ]}
            />
          </li>
        </ul>
      </nav>
    </>
  );
}
