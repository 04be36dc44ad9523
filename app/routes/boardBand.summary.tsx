import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import * as accounts from "#contracts/accounts";
import { Logo } from "~/components/Logo";
import { t } from "~/i18n";
import { operatorFor } from "~/operator/client.server";
import { requireUser } from "~/operator/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireUser(request);
  const op = await operatorFor(request, session);
  const userName = session.get("userName") ?? "";
  // A signed-in call, so an expired access token is refreshed here without the user noticing.
  const list = await op.data(accounts.accountDetail, { username: userName });
  return json(
    { userName, accounts: list.ok ? (list.data ?? []).map((a) => a.telephoneno) : [], error: list.ok ? null : list.message },
    { headers: await op.headers() },
  );
}

export default function Summary() {
  const { userName, accounts: lines } = useLoaderData<typeof loader>();
  return (
    <>
      <header className="topbar">
        <Logo to="/boardBand/summary" />
        <Form method="post" action="/logout">
          <button type="submit" className="btn btn-outline">
            {t("nav.logout")}
          </button>
        </Form>
      </header>
      <main id="main" className="page">
        <div className="card">
          <h1>{t("summary.title")}</h1>
          <p>{t("summary.welcome", { name: userName })}</p>
          {lines.length ? (
            <ul>
              {lines.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </main>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: `${t("summary.title")} | ${t("app.name")}` }];
