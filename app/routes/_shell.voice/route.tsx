import { redirect, type MetaFunction, type LinksFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import * as voice from "#contracts/voice";
import { TabbedPage } from "~/components/TabbedPage";
import { parseWithSchema } from "~/forms/parse";
import { t, type MessageKey } from "~/i18n/voice";
import { formFailure, redirectWithOutcome } from "~/operator/outcome.server";
import { withOperator } from "~/operator/route.server";
import { CallForwarding, FORWARDING_PAGE } from "./CallForwarding";
import { loadForwarding, requireVoiceContext } from "./context.server";
import { subscribeSchema } from "./schema";
import { VoicePackage } from "./VoicePackage";
import voiceStyles from "~/styles/voice.css?url";
import { pageTitle, stylesheets } from "~/components/head";

const VOICE_TABS = ["myPackage", "callForwarding"] as const;
type VoiceTab = (typeof VOICE_TABS)[number];

export const loader = withOperator(async ({ request, op }) => {
  const ctx = await requireVoiceContext(op);
  const params = new URL(request.url).searchParams;
  const tab = VOICE_TABS.find((x) => x === params.get("tab")) ?? "myPackage";
  const status = tab === "callForwarding" && ctx.line ? await loadForwarding(op, ctx.line) : null;
  return {
    tab,
    services: ctx.voiceServices,
    line: ctx.line,
    forwarding: status?.ok ? { subscribed: status.data.subscribed, fwdNo: status.data.fwdNo } : null,
    error: ctx.error ?? (status && !status.ok ? status.message : null),
  };
});

export const action = withOperator(async ({ request, op }) => {
  const ctx = await requireVoiceContext(op);
  if (!ctx.line) throw redirect("/voice");
  const formData = await request.formData();

  if (formData.get("intent") === "unsubscribe") {
    // A confirmed button: nothing typed to keep, so a refusal is an error outcome too.
    const done = await op.data(voice.callForwardingRequest, { telephoneNo: ctx.line, mobileNo: "", requestType: "N" });
    return done.ok ? redirectWithOutcome(FORWARDING_PAGE, t("voice.cf.unsubscribed")) : redirectWithOutcome(FORWARDING_PAGE, done.message, "error");
  }
  const submission = parseWithSchema(formData, { schema: subscribeSchema });
  if (submission.status !== "success") return formFailure(submission);
  const { number } = submission.value;
  const done = await op.data(voice.callForwardingRequest, { telephoneNo: ctx.line, mobileNo: number, requestType: "Y" });
  // A refusal keeps the number typed, with the operator's message.
  if (!done.ok) return formFailure(submission, done.message);
  return redirectWithOutcome(FORWARDING_PAGE, t("voice.cf.subscribed", { number }));
});

const tabLabels: Record<VoiceTab, MessageKey> = { myPackage: "voice.tab.myPackage", callForwarding: "voice.tab.callForwarding" };

export default function VoicePage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <TabbedPage
      title={t("voice.title")}
      tabsLabel={t("voice.tabs")}
      tabs={VOICE_TABS.map((id) => ({ id, label: t(tabLabels[id]) }))}
      current={data.tab}
      panelClassName="card voice"
      error={data.error}
    >
      {data.tab === "myPackage" || !data.line ? <VoicePackage services={data.services} /> : null}
      {data.tab === "callForwarding" && data.line && data.forwarding ? (
        <CallForwarding line={data.line} forwarding={data.forwarding} lastResult={actionData} />
      ) : null}
    </TabbedPage>
  );
}

export const meta: MetaFunction = () => pageTitle(t("voice.title"));

export const links: LinksFunction = () => stylesheets(voiceStyles);

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
