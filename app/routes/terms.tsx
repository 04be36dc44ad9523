import type { MetaFunction } from "@remix-run/react";
import { Link } from "@remix-run/react";
import { Logo } from "~/components/Logo";
import { TermsList } from "~/auth/TermsDialog";
import { t } from "~/i18n/auth";
import { pageTitle } from "~/components/head";

/** The terms & conditions as a page of their own (to read, print or link to). */
export default function Terms() {
  return (
    <main id="main" className="page">
      <Logo />
      <div className="card" style={{ marginTop: "var(--space-4)" }}>
        <h1>{t("terms.title")}</h1>
        <p>{t("terms.intro")}</p>
        <TermsList />
        <Link to="/register">{t("register.title")}</Link>
      </div>
    </main>
  );
}

export const meta: MetaFunction = () => pageTitle(t("terms.title"));
