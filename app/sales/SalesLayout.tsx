import type { ReactNode } from "react";
import { Logo } from "~/components/Logo";
import { t } from "~/i18n/sales";

/** The operator's social pages, shown in every online-sales page's footer. */
const SOCIAL_LINKS = [
  { key: "sales.social.facebook", href: "https://www.facebook.com/SLTMobitel" },
  { key: "sales.social.twitter", href: "https://twitter.com/SLTMobitel" },
  { key: "sales.social.youtube", href: "https://www.youtube.com/@SLTMobitel" },
  { key: "sales.social.instagram", href: "https://www.instagram.com/sltmobitel" },
  { key: "sales.social.linkedin", href: "https://www.linkedin.com/company/sltmobitel" },
] as const;

/**
 * The frame of the online-sales pages a visitor sees without signing in (/applyonline, the public
 * fibre wizard, order status, /promo/buyonline): a header with the logo (and whatever the page adds
 * at its end, such as the avatar menu), the page, and a footer with the copyright and social links.
 */
export function SalesLayout({ children, home = "/applyonline", headerEnd }: { children: ReactNode; home?: string; headerEnd?: ReactNode }) {
  return (
    <div className="sales-layout">
      <header className="topbar">
        <Logo to={home} />
        {headerEnd ? <div className="topbar-end">{headerEnd}</div> : null}
      </header>
      <main id="main" className="sales-main">
        {children}
      </main>
      <footer className="sales-footer">
        <nav aria-label={t("sales.footer.follow")}>
          <ul className="sales-social">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.key}>
                <a href={link.href} target="_blank" rel="noreferrer">
                  {t(link.key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p>{t("sales.footer.copyright", { year: new Date().getFullYear() })}</p>
      </footer>
    </div>
  );
}
