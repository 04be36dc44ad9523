import { defer, type MetaFunction, type LinksFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireAccount } from "~/accounts/context.server";
import { Deferred, PartMessage, Skeleton } from "~/components/Deferred";
import { TabbedPage } from "~/components/TabbedPage";
import { t, type MessageKey } from "~/i18n/tv";
import { withOperator, type Operator } from "~/operator/route.server";
import { loadMovies, loadPackages, PEOTVGO_URL } from "./catalogue.server";
import { MyPackage } from "./MyPackage";
import { ChannelList, PackageGrid } from "./Packages";
import { MovieDetail, MovieGrid } from "./Vod";
import tvStyles from "~/styles/tv.css?url";
import { pageTitle, stylesheets } from "~/components/head";

type Tab = "myPackage" | "vod" | "peotvgo" | "packages";
const TABS: Tab[] = ["myPackage", "vod", "peotvgo", "packages"];

/** The TV site's movies or packages, read only for their own tab. */
async function loadCatalogue(op: Operator, tab: Tab, params: URLSearchParams) {
  const [movies, packages] = await Promise.all([tab === "vod" ? loadMovies(op) : null, tab === "packages" ? loadPackages(op) : null]);
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
  return {
    movies: movies?.ok && !movieId ? movies.data : [],
    movie: movies?.ok && movieId ? (movies.data.find((m) => m.ID === movieId) ?? null) : null,
    packages: packageList,
    packageIndex: Number.isInteger(packageIndex) && packageList[packageIndex] ? packageIndex : null,
    error: (movies && !movies.ok) || (packages && !packages.ok) ? t("tv.loadFailed") : null,
  };
}

/**
 * The PEO TV page: the line's TV services, the TV site's movies and packages (each read only for
 * its own tab, streamed in behind the tabs) and PEOTVGO. No accounts → /noAccount, a prepaid line
 * → /prepaid/boardBand.
 */
export const loader = withOperator(async ({ request, op }) => {
  const ctx = await requireAccount(op);
  const params = new URL(request.url).searchParams;
  const tab = TABS.find((x) => x === params.get("tab")) ?? "myPackage";
  return defer({
    tab,
    services: ctx.services?.peoTv ?? [],
    catalogue: tab === "vod" || tab === "packages" ? loadCatalogue(op, tab, params) : null,
    view: params.get("view") === "alacarte" ? ("alacarte" as const) : ("current" as const),
    peoTvGoUrl: PEOTVGO_URL,
    error: ctx.error,
  });
});

const tabLabels: Record<Tab, MessageKey> = { myPackage: "tv.tab.myPackage", vod: "tv.tab.vod", peotvgo: "tv.tab.peotvgo", packages: "tv.tab.packages" };

export default function PeoTv() {
  const data = useLoaderData<typeof loader>();
  return (
    <TabbedPage title={t("tv.title")} tabsLabel={t("tv.tabs")} tabs={TABS.map((id) => ({ id, label: t(tabLabels[id]) }))} current={data.tab} error={data.error}>
      {data.tab === "myPackage" ? <MyPackage services={data.services} /> : null}
      {data.catalogue ? (
        <Deferred resolve={data.catalogue} skeleton={<Skeleton className="skeleton-catalogue" />}>
          {(c) => {
            const pkg = c.packageIndex === null ? null : c.packages[c.packageIndex];
            return (
              <>
                {c.error ? <PartMessage message={c.error} className="part-message-block" /> : null}
                {data.tab === "vod" ? c.movie ? <MovieDetail movie={c.movie} /> : <MovieGrid movies={c.movies} /> : null}
                {data.tab === "packages" ? (
                  pkg && c.packageIndex !== null ? (
                    <ChannelList pkg={pkg} index={c.packageIndex} view={data.view} />
                  ) : (
                    <PackageGrid packages={c.packages} />
                  )
                ) : null}
              </>
            );
          }}
        </Deferred>
      ) : null}
      {data.tab === "peotvgo" ? (
        <div className="peotvgo">
          <p>{t("tv.go.text")}</p>
          <a className="btn btn-primary" href={data.peoTvGoUrl} target="_blank" rel="noopener noreferrer" aria-label={t("tv.go.exploreLabel")}>
            {t("tv.go.explore")}
          </a>
        </div>
      ) : null}
    </TabbedPage>
  );
}

export const meta: MetaFunction = () => pageTitle(t("tv.title"));

export const links: LinksFunction = () => stylesheets(tvStyles);

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
