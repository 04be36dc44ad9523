import { redirect, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useOutletContext } from "@remix-run/react";
import { loadAccountContext } from "~/accounts/context.server";
import type { ShellOutletContext } from "~/accounts/outlet";
import { errorOutcome, OutcomeDialog } from "~/components/outcome";
import { t, type MessageKey } from "~/i18n/shell";
import { withOperator } from "~/operator/route.server";
import { pageTitle } from "~/components/head";

/** For users without a linked account: link one, or order a new connection. */
export const loader = withOperator(async ({ op }) => {
  const ctx = await loadAccountContext(op);
  if (ctx.accounts.length > 0) throw redirect("/boardBand/summary");
  return { error: ctx.error };
});

const products: Array<{ name: MessageKey; text: MessageKey; to: string }> = [
  { name: "noAccount.fibre", text: "noAccount.fibre.text", to: "/applyonline" },
  { name: "noAccount.adsl", text: "noAccount.adsl.text", to: "/newService/new/Megaline" },
  { name: "noAccount.lte", text: "noAccount.lte.text", to: "/lterequest" },
];

export default function NoAccount() {
  const { error } = useLoaderData<typeof loader>();
  const shell = useOutletContext<ShellOutletContext | undefined>();
  return (
    <>
      <section className="card">
        <h1>{t("noAccount.title")}</h1>
        <p>{t("noAccount.intro")}</p>
        <Link
          className="btn btn-primary"
          to="/addAccount"
          onClick={(e) => {
            if (!shell) return;
            e.preventDefault();
            shell.openAddAccount();
          }}
        >
          {t("noAccount.join")}
        </Link>
      </section>
      <h2 style={{ marginTop: "var(--space-5)" }}>{t("noAccount.newTitle")}</h2>
      <ul className="cards list-plain">
        {products.map((p) => (
          <li key={p.name} className="card">
            <h3>{t(p.name)}</h3>
            <p>{t(p.text)}</p>
            <Link className="btn btn-outline" to={p.to} aria-label={t("noAccount.registerFor", { product: t(p.name) })}>
              {t("noAccount.register")}
            </Link>
          </li>
        ))}
      </ul>
      <OutcomeDialog outcome={errorOutcome(error)} />
    </>
  );
}

export const meta: MetaFunction = () => pageTitle(t("noAccount.title"));

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
