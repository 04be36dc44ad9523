import { redirect, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import * as accounts from "#contracts/accounts";
import { forgetAccounts, loadAccountContext } from "~/accounts/context.server";
import { ConfirmDialog, DialogLink } from "~/components/dialogs";
import { errorOutcome, OutcomeDialog } from "~/components/outcome";
import { t } from "~/i18n/shell";
import { redirectWithOutcome } from "~/operator/outcome.server";
import { withOperator } from "~/operator/route.server";
import { requireUser } from "~/operator/session.server";
import { pageTitle } from "~/components/head";
import { useResetState } from "~/components/use-reset-state";

export const loader = withOperator(async ({ op }) => {
  const ctx = await loadAccountContext(op);
  return { accounts: ctx.accounts, error: ctx.error };
});

/** Remove one of the user's linked connections; the accounts are read again on the summary. */
export const action = withOperator(async ({ request, op }) => {
  const session = requireUser(op);
  const form = await request.formData();
  const telephoneNo = String(form.get("telephoneNo") ?? "");
  const list = await op.data(accounts.accountDetail, { username: session.get("userName") ?? "" });
  const account = list.ok ? list.data.find((a) => a.telephoneno === telephoneNo) : undefined;
  if (!account) return redirectWithOutcome("/manageConnections", list.ok ? t("error.generic") : list.message, "error");
  const removed = await op.data(accounts.removeAccount, { accountNo: account.accountno, telephoneNo });
  if (!removed.ok) return redirectWithOutcome("/manageConnections", removed.message, "error");
  forgetAccounts(op);
  if (session.get("selectedAcc") === telephoneNo) session.unset("selectedAcc");
  return redirect("/boardBand/summary");
});

export default function ManageConnections() {
  const { accounts: linked, error } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const [confirming, setConfirming] = useResetState<string | null>(params.get("remove"), params);
  return (
    <section className="card">
      <h1>{t("connections.title")}</h1>
      <p>{t("connections.intro")}</p>
      {linked.length === 0 ? <p>{t("connections.empty")}</p> : null}
      <ul className="list-plain">
        {linked.map((a) => (
          <li key={a.telephoneNo} className="connection">
            <span>{a.telephoneNo}</span>
            <DialogLink
              className="btn btn-outline"
              to={`?remove=${encodeURIComponent(a.telephoneNo)}`}
              aria-label={t("connections.remove", { number: a.telephoneNo })}
              onOpen={() => setConfirming(a.telephoneNo)}
            >
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Z" />
              </svg>
            </DialogLink>
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
      <OutcomeDialog outcome={errorOutcome(error)} />
    </section>
  );
}

export const meta: MetaFunction = () => pageTitle(t("connections.title"));

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
