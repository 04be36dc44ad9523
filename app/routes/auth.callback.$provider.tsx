import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import * as auth from "#contracts/auth";
import { providerOf } from "~/auth/external.server";
import { ErrorDialog } from "~/components/ErrorDialog";
import { t } from "~/i18n/auth";
import { transportConfig } from "~/operator/client.server";
import { describeFailure } from "~/operator/errors.server";
import { commitSession, requireAnonymous, signIn } from "~/operator/session.server";
import { exchange } from "~/operator/transport.server";

/** The provider sends the browser back here with an access token; the operator signs the user in. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const session = await requireAnonymous(request);
  const provider = providerOf(params.provider);
  if (!provider) throw new Response("Not found", { status: 404 });
  const url = new URL(request.url);
  const token = url.searchParams.get("access_token");
  const state = url.searchParams.get("state");
  // Providers' implicit flow puts the token in the fragment: a tiny script moves it to the query.
  if (!token && !url.searchParams.has("error")) return json({ error: null, fragment: true });
  if (!token || !state || state !== session.get("oauthState")) return json({ error: t("external.failed"), fragment: false });

  session.unset("oauthState");
  const result = await exchange(
    auth.loginExternal,
    { provider, externalAccessToken: token, externalAccessToken2: "", firebaseId: "", appVersion: "web", osType: "WEB", channelID: "WEB" },
    transportConfig,
  );
  if (result.kind === "answer" && result.answer.isSuccess) {
    const bundle = result.answer.dataBundle;
    signIn(session, bundle, { userName: (bundle.user_id ?? "").toLowerCase(), userType: provider });
    return redirect("/boardBand/summary", { headers: { "Set-Cookie": await commitSession(session) } });
  }
  return json({ error: describeFailure(result), fragment: false }, { headers: { "Set-Cookie": await commitSession(session) } });
}

export default function ExternalCallback() {
  const { error, fragment } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="page">
      {fragment ? (
        <script
          dangerouslySetInnerHTML={{
            __html: "if(location.hash.length>1)location.replace(location.pathname+'?'+location.hash.slice(1));",
          }}
        />
      ) : null}
      <div className="card">
        <h1>{t("signIn.title")}</h1>
        <Link to="/">{t("register.back")}</Link>
      </div>
      <ErrorDialog message={error} />
    </main>
  );
}
