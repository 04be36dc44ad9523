import { redirect, type MetaFunction, type LinksFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireAccount } from "~/accounts/context.server";
import { loadFaults } from "~/complaints/context.server";
import { t } from "~/i18n/complaints";
import { withOperator } from "~/operator/route.server";
import { FaultList } from "./FaultList";
import complaintsStyles from "~/styles/complaints.css?url";
import { pageTitle, stylesheets } from "~/components/head";

/**
 * The selected line's complaints. An empty list has nothing to show, so the customer goes straight
 * to the complaint form; a list the operator could not give shows nothing but the Submit link.
 */
export const loader = withOperator(async ({ op }) => {
  const ctx = await requireAccount(op);
  const groups = await loadFaults(ctx);
  if (groups && groups.length === 0) throw redirect("/add_complaint");
  return { groups };
});

export default function ComplaintsPage() {
  const { groups } = useLoaderData<typeof loader>();
  return (
    <section className="card complaints" aria-labelledby="complaints-title">
      <div className="complaints-header">
        <h1 id="complaints-title">{t("complaints.title")}</h1>
        <Link className="btn btn-primary" to="/add_complaint">
          {t("complaints.submitLink")}
        </Link>
      </div>
      {groups ? <FaultList groups={groups} /> : null}
    </section>
  );
}

export const meta: MetaFunction = () => pageTitle(t("complaints.title"));

export const links: LinksFunction = () => stylesheets(complaintsStyles);

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
