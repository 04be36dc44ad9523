import { json, type LinksFunction, type MetaFunction } from "@remix-run/node";
import {
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLoaderData,
  useMatches,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import baseStyles from "~/styles/base.css?url";
import { t } from "~/i18n";
import { MessagePage } from "~/components/MessagePage";
import { useNonce } from "~/components/nonce";
import { OutcomeDialog } from "~/components/outcome";
import { takeOutcome } from "~/operator/outcome.server";
import { newSubmissionToken, withOperator } from "~/operator/route.server";
import { useSubmissionGuard } from "~/forms/submission";
import { keptEntriesScope } from "~/operator/session.server";
import { PreferencesBar } from "~/preferences/PreferencesBar";
import { PageLinks } from "~/render/stylesheets";
import { ScriptsAfterPaint } from "~/render/scripts-after-paint";
import { pageSettings } from "~/preferences/page-settings.server";
import { tagManager } from "~/render/tag-manager.server";
import { TagManager } from "~/render/TagManager";

/**
 * The outcome an action left for this page (post/redirect/get), taken once for every page, and the
 * page's submission token: every post carries it (`_submission`), so the same post sent twice from
 * one page view (a double click, a retry after a timeout) is carried out once (route.server.ts).
 */
export const loader = withOperator(async ({ request, op }) => {
  const { outcome, headers } = await takeOutcome(request);
  // The language and theme; a page in Sinhala or Tamil also gets its texts (fetched before hydration) and its script's fonts.
  // Whose typed entries the browser may give back on this page (app/forms/kept-store.ts).
  return json(
    {
      outcome,
      submissionToken: newSubmissionToken(),
      keptScope: keptEntriesScope(op.session),
      tagManager: tagManager()?.src ?? null,
      ...pageSettings(request),
    },
    { headers },
  );
});

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: baseStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [{ title: t("app.name") }];

/**
 * Without JavaScript a part of the page that streamed in late stays where React put it, at the end of
 * the document, in a hidden segment: this style shows those segments and hides the skeletons.
 */
const NO_SCRIPT_STYLE = '<style>div[hidden][id^="S:"]{display:block!important}.skeleton{display:none!important}</style>';

function LoadingIndicator() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <div role="status" aria-live="polite">
      <div className="loading-bar" aria-hidden="true" />
      <span className="visually-hidden">{t("app.loading")}</span>
    </div>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // A page answered in place of another URL (the server's refusal page) is not hydrated: the
  // browser's URL is not its own, and the page needs no script.
  const scripts = !useMatches().some((m) => (m.handle as { scripts?: boolean } | undefined)?.scripts === false);
  // The customer's language and theme, rendered by the server (an error page falls back to the defaults).
  const data = useRouteLoaderData<typeof loader>("root");
  const preferences = data?.preferences ?? { lang: "en" as const, theme: null };
  const language = data?.language ?? null;
  return (
    <html lang={preferences.lang} data-theme={preferences.theme ?? undefined} data-texts={language?.texts ?? undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <PageLinks />
        {language ? (
          <>
            {language.texts ? <link rel="preload" as="fetch" href={language.texts} crossOrigin="anonymous" /> : null}
            {language.fonts.preload.map((href) => (
              <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="anonymous" />
            ))}
            <style dangerouslySetInnerHTML={{ __html: language.fonts.faces }} />
          </>
        ) : null}
        <noscript dangerouslySetInnerHTML={{ __html: NO_SCRIPT_STYLE }} />
        {scripts && data?.tagManager ? <TagManager src={data.tagManager} nonce={nonce} /> : null}
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t("app.skipToContent")}
        </a>
        <LoadingIndicator />
        <PreferencesBar lang={preferences.lang} theme={preferences.theme} />
        {children}
        {scripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
            <ScriptsAfterPaint />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  const { outcome, submissionToken } = useLoaderData<typeof loader>();
  useSubmissionGuard(submissionToken);
  return (
    <>
      <Outlet />
      <OutcomeDialog outcome={outcome} />
    </>
  );
}

/** Never a stack trace or a blank page: a plain message and a way home. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The session store is away (app/operator/route.server.ts): the portal as a whole, not this page, is unavailable.
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  return (
    <MessagePage title={unavailable ? t("error.unavailableTitle") : t("error.pageTitle")} link={{ to: "/", text: t("error.backHome") }}>
      <p>{notFound ? t("error.notFound") : unavailable ? t("error.unavailable") : t("error.generic")}</p>
    </MessagePage>
  );
}
