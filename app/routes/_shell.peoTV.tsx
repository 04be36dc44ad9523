import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireAccount } from "~/accounts/context.server";
import { ErrorDialog } from "~/components/ErrorDialog";
import { MyPackage } from "~/components/tv/MyPackage";
import { ChannelList, PackageGrid } from "~/components/tv/Packages";
import { MovieDetail, MovieGrid } from "~/components/tv/Vod";
import { QueryTabs } from "~/components/QueryTabs";
import { t, type MessageKey } from "~/i18n/tv";
import { loadMovies, loadPackages, PEOTVGO_URL } from "~/tv/catalogue.server";

type Tab = "myPackage" | "vod" | "peotvgo" | "packages";
const TABS: Tab[] = ["myPackage", "vod", "peotvgo", "packages"];

/** The PEO TV page (seed 000): no accounts → /noAccount, prepaid → /prepaid/boardBand. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireAccount(request);
  const headers = await ctx.op.headers();
  const params = new URL(request.url).searchParams;
  const tab = TABS.find((x) => x === params.get("tab")) ?? "myPackage";
  const [movies, packages] = await Promise.all([tab === "vod" ? loadMovies(ctx.op) : null, tab === "packages" ? loadPackages(ctx.op) : null]);
  const movieId = params.get("movie");
  const packageIndex = Number(params.get("package") ?? NaN);
  const packageList = packages?.ok
    ? packages.data.map((p) => ({
        name: p.package.Package_Name ?? p.category ?? "-",
        image: p.package.Package_image,
        category: p.category,
        channels: p.channels,
      }))
    : [];
  return json(
    {
      tab,
      services: ctx.services?.peoTv ?? [],
      movies: movies?.ok && !movieId ? movies.data : [],
      movie: movies?.ok && movieId ? (movies.data.find((m) => m.ID === movieId) ?? null) : null,
      packages: packageList,
      packageIndex: Number.isInteger(packageIndex) && packageList[packageIndex] ? packageIndex : null,
      view: params.get("view") === "alacarte" ? ("alacarte" as const) : ("current" as const),
      peoTvGoUrl: PEOTVGO_URL,
      error: ctx.error ?? ((movies && !movies.ok) || (packages && !packages.ok) ? t("tv.loadFailed") : null),
    },
    { headers: await ctx.op.headers() },
  );
}

const tabLabels: Record<Tab, MessageKey> = { myPackage: "tv.tab.myPackage", vod: "tv.tab.vod", peotvgo: "tv.tab.peotvgo", packages: "tv.tab.packages" };

export default function PeoTv() {
  const data = useLoaderData<typeof loader>();
  const pkg = data.packageIndex === null ? null : data.packages[data.packageIndex];
  return (
    <div className="area">
      <h1 className="visually-hidden">{t("tv.title")}</h1>
      <QueryTabs label={t("tv.tabs")} tabs={TABS.map((id) => ({ id, label: t(tabLabels[id]) }))} current={data.tab} />
      <section className="card" aria-labelledby="tv-panel-title">
        <h2 id="tv-panel-title">{t(tabLabels[data.tab])}</h2>
        {data.tab === "myPackage" ? <MyPackage services={data.services} /> : null}
        {data.tab === "vod" ? data.movie ? <MovieDetail movie={data.movie} /> : <MovieGrid movies={data.movies} /> : null}
        {data.tab === "peotvgo" ? (
          <div className="peotvgo">
            <p>{t("tv.go.text")}</p>
            <a className="btn btn-primary" href={data.peoTvGoUrl} target="_blank" rel="noopener noreferrer" aria-label={t("tv.go.exploreLabel")}>
              {t("tv.go.explore")}
            </a>
          </div>
        ) : null}
        {data.tab === "packages" ? (
          pkg && data.packageIndex !== null ? (
            <ChannelList pkg={pkg} index={data.packageIndex} view={data.view} />
          ) : (
            <PackageGrid packages={data.packages} />
          )
        ) : null}
      </section>
      <ErrorDialog message={data.error} />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: `${t("tv.title")} | ${t("app.name")}` }];
