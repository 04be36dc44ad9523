import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import * as accounts from "#contracts/accounts";
import { addAccountMethod, addAccountSchemaFor } from "~/accounts/add-account";
import { canLinkAnother, forgetAccounts, loadAccountContext } from "~/accounts/context.server";
import { AddAccountForm } from "~/accounts/AddAccountForm";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/shell";
import { genericError } from "~/operator/errors.server";
import { formFailure, redirectWithOutcome } from "~/operator/outcome.server";
import { overLimit } from "~/operator/limits.server";
import { withOperator, type Operator } from "~/operator/route.server";
import { requireUser } from "~/operator/session.server";
import { pageTitle } from "~/components/head";

/** Whether the user already has the most linked accounts there may be (the selector then hides Add Account). */
async function full(op: Operator) {
  return !canLinkAnother(await loadAccountContext(op));
}

/** The add-account page (the layout's dialog posts here too); ?method=broadband opens the broadband form. */
export const loader = withOperator(async ({ request, op }) => {
  requireUser(op);
  return { method: addAccountMethod(new URL(request.url).searchParams.get("method")), full: await full(op) };
});

/** Link an account; the new one becomes the selected account and the summary says so. */
export const action = withOperator(async ({ request, op }) => {
  const session = requireUser(op);
  if (await full(op)) return redirectWithOutcome("/boardBand/summary", t("addAccount.maxReached"), "error");
  const formData = await request.formData();
  const submission = parseWithSchema(formData, { schema: addAccountSchemaFor(formData.get("method")) });
  if (submission.status !== "success") return formFailure(submission);
  const v = submission.value;
  const limited = await overLimit(op, "addAccount", session.get("userName"));
  if (limited) return formFailure(submission, limited);
  const linked =
    v.method === "broadband"
      ? await op.data(accounts.vasAccount, { vasusername: v.broadbandId, userkey: v.broadbandPassword })
      : v.type === "prepaid"
        ? await op.data(accounts.addAccountLte, { TelephoneNo: v.telephone, nic: v.nic })
        : await op.data(accounts.addAccount, { accountNo: v.accountNo, TelephoneNo: v.telephone, nic: v.nic });
  if (!linked.ok) {
    // The operator's app words a network failure of this request its own way.
    return formFailure(submission, linked.message === genericError() ? t("addAccount.networkError") : linked.message);
  }
  forgetAccounts(op);
  const added = linked.data[0] ?? (v.method === "telephone" ? v.telephone : undefined);
  if (added) session.set("selectedAcc", added);
  return redirectWithOutcome("/boardBand/summary", t("addAccount.success"));
});

export default function AddAccountPage() {
  const { method, full } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <section className="card">
      <h1>{t("addAccount.title")}</h1>
      {full ? <p>{t("addAccount.maxReached")}</p> : <AddAccountForm key={method} initialMethod={method} lastResult={lastResult} />}
    </section>
  );
}

export const meta: MetaFunction = () => pageTitle(t("addAccount.title"));

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
