import type { MetaFunction, LinksFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireAccount } from "~/accounts/context.server";
import { env } from "~/env.server";
import { t } from "~/i18n/mobile";
import { withOperator } from "~/operator/route.server";
import helpStyles from "~/styles/help.css?url";
import { pageTitle, stylesheets } from "~/components/head";

/** The mobile-operator page: no accounts → /noAccount, prepaid → /prepaid/boardBand. */
export const loader = withOperator(async ({ op }) => {
  await requireAccount(op);
  return { url: env.MOBILE_SELFCARE_URL };
});

export default function Mobile() {
  const { url } = useLoaderData<typeof loader>();
  return (
    <section className="card mobile-page">
      <h1>{t("mobile.title")}</h1>
      <svg width="96" height="96" viewBox="0 0 96 96" role="img" aria-label={t("mobile.logo")}>
        <rect x="26" y="8" width="44" height="80" rx="8" fill="var(--color-primary)" />
        <rect x="32" y="18" width="32" height="54" rx="2" fill="var(--color-on-primary)" />
        <circle cx="48" cy="80" r="4" fill="var(--color-accent)" />
      </svg>
      <p>{t("mobile.text")}</p>
      <a className="btn btn-primary" href={url} target="_blank" rel="noopener noreferrer" aria-label={t("mobile.goLabel")}>
        {t("mobile.go")}
      </a>
    </section>
  );
}

export const meta: MetaFunction = () => pageTitle(t("mobile.title"));

export const links: LinksFunction = () => stylesheets(helpStyles);

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
