import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireAccount } from "~/accounts/context.server";
import { loadFaults } from "~/complaints/context.server";
import { FaultList } from "~/components/complaints/FaultList";
import { MessageDialog } from "~/components/dialogs";
import { t } from "~/i18n/complaints";
import { takeResult } from "~/operator/result.server";

/** Seed 001 section 2: an empty list sends the user to /add_complaint; a failed load shows nothing. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireAccount(request);
  const groups = await loadFaults(ctx);
  const { result, headers } = await takeResult(request, ctx.op);
  if (groups && groups.length === 0 && !result) throw redirect("/add_complaint", { headers });
  return json({ groups, result }, { headers });
}

export default function ComplaintsPage() {
  const { groups, result } = useLoaderData<typeof loader>();
  return (
    <section className="card complaints" aria-labelledby="complaints-title">
      <div className="complaints-header">
        <h1 id="complaints-title">{t("complaints.title")}</h1>
        <Link className="btn btn-primary" to="/add_complaint">
          {t("complaints.submitLink")}
        </Link>
      </div>
      {groups ? <FaultList groups={groups} /> : null}
      <MessageDialog key={result?.id} title={t("dialog.success")} message={result?.message} okLabel={t("complaints.ok")} />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: `${t("complaints.title")} | ${t("app.name")}` }];
