import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import * as accounts from "#contracts/accounts";
import { addAccountSchemaFor } from "~/accounts/add-account";
import { AddAccountForm, type AddAccountActionData, type AddAccountMethod } from "~/components/shell/AddAccountForm";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/shell";
import { operatorFor } from "~/operator/client.server";
import { GENERIC_ERROR } from "~/operator/errors.server";
import { commitSession, requireUser } from "~/operator/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const method = new URL(request.url).searchParams.get("method") === "broadband" ? "broadband" : "telephone";
  return json({ method: method as AddAccountMethod });
}

export async function action({ request }: ActionFunctionArgs) {
  const session = await requireUser(request);
  const formData = await request.formData();
  const method: AddAccountMethod = formData.get("method") === "broadband" ? "broadband" : "telephone";
  const submission = parseWithSchema(formData, { schema: addAccountSchemaFor(method) });
  if (submission.status !== "success") {
    return json<AddAccountActionData>({ method, result: submission.reply(), error: null }, { status: 400 });
  }
  const op = await operatorFor(request, session);
  const v = submission.value;
  const outcome =
    v.method === "broadband"
      ? await op.data(accounts.vasAccount, { vasusername: v.broadbandId, userkey: v.broadbandPassword })
      : v.type === "prepaid"
        ? await op.data(accounts.addAccountLte, { TelephoneNo: v.telephone, nic: v.nic })
        : await op.data(accounts.addAccount, { accountNo: v.accountNo, TelephoneNo: v.telephone, nic: v.nic });
  if (!outcome.ok) {
    // A network failure has its own wording here (seed 000 section 8).
    const error = outcome.message === GENERIC_ERROR ? t("addAccount.networkError") : outcome.message;
    return json<AddAccountActionData>({ method, result: submission.reply(), error }, { status: 400, headers: await op.headers() });
  }
  const added = outcome.data[0] ?? (v.method === "telephone" ? v.telephone : undefined);
  if (added) session.set("selectedAcc", added);
  session.unset("popupSeen");
  session.unset("popupChecked");
  session.unset("accounts");
  session.flash("notice", "addAccount.success");
  return redirect("/boardBand/summary", { headers: { "Set-Cookie": await commitSession(session) } });
}

export default function AddAccountPage() {
  const { method } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section className="card">
      <h1>{t("addAccount.title")}</h1>
      <AddAccountForm key={method} initialMethod={method} actionData={actionData} />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: `${t("addAccount.title")} | ${t("app.name")}` }];
