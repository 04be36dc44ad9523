import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import * as accounts from "#contracts/accounts";
import { loadAccountContext } from "~/accounts/context.server";
import { ConfirmDialog } from "~/components/dialogs";
import { ErrorDialog } from "~/components/ErrorDialog";
import { t } from "~/i18n/shell";
import { operatorFor } from "~/operator/client.server";
import { commitSession, requireUser } from "~/operator/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await loadAccountContext(request);
  return json({ accounts: ctx.accounts, error: ctx.error }, { headers: await ctx.op.headers() });
}

export async function action({ request }: ActionFunctionArgs) {
  const session = await requireUser(request);
  const form = await request.formData();
  const telephoneNo = String(form.get("telephoneNo") ?? "");
  const op = await operatorFor(request, session);
  const list = await op.data(accounts.accountDetail, { username: session.get("userName") ?? "" });
  const account = list.ok ? list.data.find((a) => a.telephoneno === telephoneNo) : undefined;
  if (!account) return json({ error: list.ok ? t("error.generic") : list.message }, { status: 400, headers: await op.headers() });
  const removed = await op.data(accounts.removeAccount, { accountNo: account.accountno, telephoneNo });
  if (!removed.ok) return json({ error: removed.message }, { status: 400, headers: await op.headers() });
  if (session.get("selectedAcc") === telephoneNo) session.unset("selectedAcc");
  session.unset("popupSeen");
  session.unset("popupChecked");
  session.unset("accounts");
  return redirect("/boardBand/summary", { headers: { "Set-Cookie": await commitSession(session) } });
}

export default function ManageConnections() {
  const { accounts: linked, error } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const [confirming, setConfirming] = useState<string | null>(params.get("remove"));
  useEffect(() => setConfirming(params.get("remove")), [params]);
  return (
    <section className="card">
      <h1>{t("connections.title")}</h1>
      <p>{t("connections.intro")}</p>
      {linked.length === 0 ? <p>{t("connections.empty")}</p> : null}
      <ul className="list-plain">
        {linked.map((a) => (
          <li key={a.telephoneNo} className="connection">
            <span>{a.telephoneNo}</span>
            <Link
              className="btn btn-outline"
              to={`?remove=${encodeURIComponent(a.telephoneNo)}`}
              aria-label={t("connections.remove", { number: a.telephoneNo })}
              preventScrollReset
              onClick={(e) => {
                e.preventDefault();
                setConfirming(a.telephoneNo);
              }}
            >
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Z" />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
      {confirming && linked.some((a) => a.telephoneNo === confirming) ? (
        <ConfirmDialog
          title={t("connections.confirmTitle")}
          message={<p>{t("connections.confirm", { number: confirming })}</p>}
          fields={{ telephoneNo: confirming }}
          confirmLabel={t("connections.continue")}
          cancelLabel={t("connections.cancel")}
          cancelTo="/manageConnections"
          onCancel={() => setConfirming(null)}
        />
      ) : null}
      <ErrorDialog message={actionData?.error ?? error} />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: `${t("connections.title")} | ${t("app.name")}` }];
