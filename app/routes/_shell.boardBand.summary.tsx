import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireBroadband } from "~/broadband/context.server";
import { t } from "~/i18n/shell";

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireBroadband(request);
  return json(
    {
      userName: ctx.user.userName,
      selected: ctx.selected?.telephoneNo ?? null,
      broadband: ctx.services?.broadband ?? [],
      error: ctx.error,
    },
    { headers: await ctx.op.headers() },
  );
}

export default function Summary() {
  const { userName, selected, broadband } = useLoaderData<typeof loader>();
  return (
    <section className="card">
      <h2>{t("summary.title")}</h2>
      <p>{t("summary.welcome", { name: userName })}</p>
      {selected ? <p data-testid="selected-account">{selected}</p> : null}
      {broadband.map((s) => (
        <p key={s.serviceID}>
          {s.packageName} · {s.serviceStatus}
        </p>
      ))}
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: `${t("summary.title")} | ${t("app.name")}` }];
