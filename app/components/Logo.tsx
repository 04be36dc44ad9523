import { AppLink } from "./AppLink";
import { t } from "~/i18n";

export function Logo({ to = "/" }: { to?: string }) {
  return (
    <AppLink to={to} className="logo" aria-label={t("app.logo")}>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <circle cx="18" cy="18" r="17" fill="var(--color-primary)" />
        <path d="M9 22c4-9 14-9 18 0" stroke="var(--color-accent)" strokeWidth="3.5" fill="none" strokeLinecap="round" />
        <circle cx="18" cy="24" r="3" fill="var(--color-on-primary)" />
      </svg>
      <span>{t("app.name")}</span>
    </AppLink>
  );
}
