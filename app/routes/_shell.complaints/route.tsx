import { defer, redirect, type MetaFunction, type LinksFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { requireAccount } from "~/accounts/context.server";
import { loadFaults } from "~/complaints/context.server";
import { Deferred, Skeleton } from "~/components/Deferred";
import { t } from "~/i18n/complaints";
import { withOperator } from "~/operator/route.server";
import { readyInTime } from "~/render/streaming";
import { FaultList } from "./FaultList";
import complaintsStyles from "~/styles/complaints.css?url";
import { pageTitle, stylesheets } from "~/components/head";

const ADD_COMPLAINT = "/add_complaint";

/**
 * The selected line's complaints. An empty list has nothing to show, so the customer goes straight
 * to the complaint form; a list the operator could not give shows nothing but the Submit link. The
 * redirect is decided here when the list comes in time (readyInTime); otherwise the page comes at
 * once, the list streaming in, and an empty list then sends the browser on to the form.
 */
export const loader = withOperator(async ({ request, op }) => {
  const ctx = await requireAccount(op);
  const groups = loadFaults(ctx);
  const early = await readyInTime(request, groups);
  if (early?.value?.length === 0) throw redirect(ADD_COMPLAINT);
  return defer({ groups: early ? early.value : groups });
});

export default function ComplaintsPage() {
  const { groups } = useLoaderData<typeof loader>();
  return (
    <section className="card complaints" aria-labelledby="complaints-title">
      <div className="complaints-header">
        <h1 id="complaints-title">{t("complaints.title")}</h1>
        <Link className="btn btn-primary" to={ADD_COMPLAINT}>
          {t("complaints.submitLink")}
        </Link>
      </div>
      <Deferred resolve={groups} skeleton={<Skeleton className="skeleton-complaints" />} failed={null}>
        {(list) => (list === null ? null : list.length === 0 ? <OnToTheForm /> : <FaultList groups={list} />)}
      </Deferred>
    </section>
  );
}

/** A list that came late and empty: on to the complaint form, as a quick empty answer would have. */
function OnToTheForm() {
  const navigate = useNavigate();
  useEffect(() => navigate(ADD_COMPLAINT, { replace: true }), [navigate]);
  return null;
}

export const meta: MetaFunction = () => pageTitle(t("complaints.title"));

export const links: LinksFunction = () => stylesheets(complaintsStyles);

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
