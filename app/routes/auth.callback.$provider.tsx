import { redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import * as auth from "#contracts/auth";
import { providerOf } from "~/auth/external.server";
import { useNonce } from "~/components/nonce";
import { errorOutcome, OutcomeDialog } from "~/components/outcome";
import { t } from "~/i18n/auth";
import { describeFailure } from "~/operator/errors.server";
import { withOperator } from "~/operator/route.server";
import { requireAnonymous, signIn } from "~/operator/session.server";

/** The provider sends the browser back here with an access token; the operator signs the user in. */
export const loader = withOperator(async ({ request, params, op }) => {
  const session = requireAnonymous(op);
  const provider = providerOf(params.provider);
  if (!provider) throw new Response("Not found", { status: 404 });
  const url = new URL(request.url);
  const token = url.searchParams.get("access_token");
  const state = url.searchParams.get("state");
  // Providers' implicit flow puts the token in the fragment: a tiny script moves it to the query.
  if (!token && !url.searchParams.has("error")) return { error: null, fragment: true };
  // The state must be the one this browser was sent off with: a callback it did not start is refused.
  if (!token || !state || state !== session.get("oauthState")) return { error: t("external.failed"), fragment: false };

  session.unset("oauthState");
  const result = await op.call(auth.loginExternal, {
    provider,
    externalAccessToken: token,
    externalAccessToken2: "",
    firebaseId: "",
    appVersion: "web",
    osType: "WEB",
    channelID: "WEB",
  });
  if (result.kind === "answer" && result.answer.isSuccess) {
    const bundle = result.answer.dataBundle;
    signIn(session, bundle, { userName: (bundle.user_id ?? "").toLowerCase(), userType: provider });
    return redirect("/boardBand/summary");
  }
  return { error: describeFailure(result), fragment: false };
});

export default function ExternalCallback() {
  const { error, fragment } = useLoaderData<typeof loader>();
  const nonce = useNonce();
  return (
    <main id="main" className="page">
      {fragment ? (
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{
            __html: "if(location.hash.length>1)location.replace(location.pathname+'?'+location.hash.slice(1));",
          }}
        />
      ) : null}
      <div className="card">
        <h1>{t("signIn.title")}</h1>
        <Link to="/">{t("register.back")}</Link>
      </div>
      <OutcomeDialog outcome={errorOutcome(error)} />
    </main>
  );
}
