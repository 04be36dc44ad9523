import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useParams } from "@remix-run/react";
import { ActiveLink } from "~/components/ActiveLink";
import { faqGroups } from "~/faq";
import { requireUser } from "~/operator/session.server";
import { t } from "~/i18n/faq";

/** Help & FAQ: a tab per group (/faq/sltVoice ...); /faq opens the first. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  if (!params.group) throw redirect("/faq/sltVoice");
  return null;
}

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

export const meta: MetaFunction = () => [{ title: `${t("faq.title")} | ${t("app.name")}` }];
