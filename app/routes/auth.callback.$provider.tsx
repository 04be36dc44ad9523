import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MessagePage } from "~/components/MessagePage";
import * as auth from "#contracts/auth";
import { callbackUrl, clientIdOf, providerOf } from "~/auth/external.server";
import { errorOutcome, OutcomeDialog } from "~/components/outcome";
import { t } from "~/i18n/auth";
import { describeFailure } from "~/operator/errors.server";
import { withOperator } from "~/operator/route.server";
import { requireAnonymous, signIn } from "~/operator/session.server";

/**
 * The provider sends the browser back here with a one-time code. Only the round trip this browser
 * started (its state) is accepted; the server redeems the code with the verifier it kept, and the
 * operator signs the user in with the provider's token.
 */
export const loader = withOperator(async ({ request, params, op }) => {
  const session = requireAnonymous(op);
  const provider = providerOf(params.provider);
  if (!provider) throw new Response("Not found", { status: 404 });
  const url = new URL(request.url);
  const code = url.searchParams.get("code");
  const state = url.searchParams.get("state");
  const flow = session.get("oauthFlow");
  session.unset("oauthFlow");
  if (!code || !state || !flow || flow.state !== state || providerOf(flow.provider) !== provider) return { error: t("external.failed") };

  const exchanged = await op.call(auth.oauthToken, {
    grant_type: "authorization_code",
    provider,
    code,
    redirect_uri: callbackUrl(flow.provider),
    code_verifier: flow.verifier,
    client_id: clientIdOf(flow.provider),
  });
  if (exchanged.kind !== "answer") return { error: t("external.failed") };
  const result = await op.call(auth.loginExternal, {
    provider,
    externalAccessToken: exchanged.answer.access_token,
    externalAccessToken2: "",
    firebaseId: "",
    appVersion: "web",
    osType: "WEB",
    channelID: "WEB",
  });
  if (result.kind === "answer" && result.answer.isSuccess) {
    const bundle = result.answer.dataBundle;
    signIn(session, bundle, { userName: bundle.user_id ?? "", userType: provider });
    return redirect("/boardBand/summary");
  }
  return { error: describeFailure(result) };
});

export default function ExternalCallback() {
  const { error } = useLoaderData<typeof loader>();
  return (
    <MessagePage title={t("signIn.title")} link={{ to: "/", text: t("register.back"), primary: false }}>
      <OutcomeDialog outcome={errorOutcome(error)} />
    </MessagePage>
  );
}
