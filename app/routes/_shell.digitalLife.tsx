import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import * as services from "#contracts/services";
import { loadAccountContext } from "~/accounts/context.server";
import { partners } from "~/digital-life/partners";
import { ErrorDialog } from "~/components/ErrorDialog";
import { browserBases } from "~/env.server";
import { t } from "~/i18n/digital-life";
import { describeFailure } from "~/operator/errors.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await loadAccountContext(request);
  return json({ error: ctx.error }, { headers: await ctx.op.headers() });
}

/** Kaspersky: the operator signs a link for the selected account's broadband id; the tab opens it. */
export async function action({ request }: ActionFunctionArgs) {
  const ctx = await loadAccountContext(request);
  const subscriberId = ctx.services?.broadband[0]?.serviceID;
  if (!subscriberId || !/^94\d{9}$/.test(subscriberId)) {
    return json({ error: t("dl.kaspersky.noBroadband") }, { status: 400, headers: await ctx.op.headers() });
  }
  const result = await ctx.op.call(services.kssToken, { subscriberId, service: "KSS" });
  if (result.kind !== "answer" || !result.answer.jwt) {
    return json({ error: describeFailure(result) }, { status: 502, headers: await ctx.op.headers() });
  }
  const target = new URL(`${browserBases.partner}/kss`);
  target.searchParams.set("token", result.answer.jwt);
  return redirect(target.toString(), { headers: await ctx.op.headers() });
}

export default function DigitalLife() {
  const { error } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section className="card">
      <h1>{t("dl.title")}</h1>
      <p>{t("dl.intro")}</p>
      <ul className="tiles list-plain">
        {partners.map((p) => (
          <li key={p.id} className="tile">
            <h2>{t(p.name)}</h2>
            <p>{t(p.text)}</p>
            {p.url ? (
              <a className="btn btn-outline" href={p.url} target="_blank" rel="noopener noreferrer">
                {t("dl.open", { name: t(p.name) })} <span className="visually-hidden">{t("dl.newTab")}</span>
              </a>
            ) : (
              <Form method="post" reloadDocument target="_blank">
                <button type="submit" className="btn btn-outline">
                  {t("dl.open", { name: t(p.name) })} <span className="visually-hidden">{t("dl.newTab")}</span>
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      <ErrorDialog message={actionData?.error ?? error} />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: `${t("dl.title")} | ${t("app.name")}` }];
