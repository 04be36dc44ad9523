import { redirect, type MetaFunction, type LinksFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import * as services from "#contracts/services";
import { SUBSCRIBER_ID } from "#contracts/lk";
import { loadAccountContext } from "~/accounts/context.server";
import { errorOutcome, OutcomeDialog } from "~/components/outcome";
import { browserBases } from "~/env.server";
import { t } from "~/i18n/digital-life";
import { describeFailure } from "~/operator/errors.server";
import { redirectWithOutcome } from "~/operator/outcome.server";
import { withOperator } from "~/operator/route.server";
import { partners } from "./partners";
import digitalLifeStyles from "~/styles/digital-life.css?url";
import { pageTitle, stylesheets } from "~/components/head";

export const loader = withOperator(async ({ op }) => {
  const ctx = await loadAccountContext(op);
  return { error: ctx.error };
});

/**
 * Kaspersky: the operator signs a link for the selected account's broadband id, and the new tab
 * the form opened follows it. When it cannot, that tab shows this page with the reason.
 */
export const action = withOperator(async ({ op }) => {
  const ctx = await loadAccountContext(op);
  const subscriberId = ctx.services?.broadband[0]?.serviceID;
  if (!subscriberId || !SUBSCRIBER_ID.test(subscriberId)) return redirectWithOutcome("/digitalLife", t("dl.kaspersky.noBroadband"), "error");
  const result = await op.call(services.kssToken, { subscriberId, service: "KSS" });
  if (result.kind !== "answer" || !result.answer.jwt) return redirectWithOutcome("/digitalLife", describeFailure(result), "error");
  const target = new URL(`${browserBases.partner}/kss`);
  target.searchParams.set("token", result.answer.jwt);
  return redirect(target.toString());
});

export default function DigitalLife() {
  const { error } = useLoaderData<typeof loader>();
  return (
    <section className="card">
      <h1>{t("dl.title")}</h1>
      <p>{t("dl.intro")}</p>
      <ul className="tiles list-plain">
        {partners.map((p) => (
          <li key={p.id} className="tile box">
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
      <OutcomeDialog outcome={errorOutcome(error)} />
    </section>
  );
}

export const meta: MetaFunction = () => pageTitle(t("dl.title"));

export const links: LinksFunction = () => stylesheets(digitalLifeStyles);

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
