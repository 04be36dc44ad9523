import { redirect, type LoaderFunctionArgs, type MetaFunction, type LinksFunction } from "@remix-run/node";
import { Outlet, useParams } from "@remix-run/react";
import { ActiveLink } from "~/components/ActiveLink";
import { faqGroups } from "~/faq";
import { t } from "~/i18n/faq";
import { withOperator, type Operator } from "~/operator/route.server";
import { requireUser } from "~/operator/session.server";
import helpStyles from "~/styles/help.css?url";
import { pageTitle, stylesheets } from "~/components/head";

/** Help & FAQ: a tab per group (/faq/sltVoice ...); /faq opens the first. */
export const loader = withOperator(async ({ params, op }: LoaderFunctionArgs & { op: Operator }) => {
  requireUser(op);
  if (!params.group) throw redirect(`/faq/${faqGroups[0]}`);
  return null;
});

export default function Faq() {
  const { group } = useParams();
  return (
    <section className="card">
      <h1>{t("faq.title")}</h1>
      <nav className="area-tabs" aria-label={t("faq.groups")}>
        <ul>
          {faqGroups.map((g) => (
            <li key={g}>
              <ActiveLink className="nav-item" to={`/faq/${g}`}>
                {t(`faq.group.${g}`)}
              </ActiveLink>
            </li>
          ))}
        </ul>
      </nav>
      {group ? <Outlet /> : null}
      <p className="notice">{t("faq.contact")}</p>
    </section>
  );
}

export const meta: MetaFunction = () => pageTitle(t("faq.title"));

export const links: LinksFunction = () => stylesheets(helpStyles);

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
