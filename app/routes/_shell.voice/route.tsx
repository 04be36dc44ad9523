import { defer, redirect, type MetaFunction, type LinksFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import * as voice from "#contracts/voice";
import { Deferred, PartMessage, Skeleton } from "~/components/Deferred";
import { TabbedPage } from "~/components/TabbedPage";
import { parseWithSchema } from "~/forms/parse";
import { t, type MessageKey } from "~/i18n/voice";
import { formFailure, redirectWithOutcome } from "~/operator/outcome.server";
import { withOperator } from "~/operator/route.server";
import { CallForwarding, FORWARDING_PAGE } from "./CallForwarding";
import { loadForwarding, requireVoiceContext } from "./context.server";
import { subscribeSchema, unsubscribeSchema } from "./schema";
import { VoicePackage } from "./VoicePackage";
import voiceStyles from "~/styles/voice.css?url";
import { pageTitle, stylesheets } from "~/components/head";

const VOICE_TABS = ["myPackage", "callForwarding"] as const;
type VoiceTab = (typeof VOICE_TABS)[number];

/** The call forwarding status (on its tab) streams in behind the tabs. */
export const loader = withOperator(async ({ request, op }) => {
  const ctx = await requireVoiceContext(op);
  const params = new URL(request.url).searchParams;
  const tab = VOICE_TABS.find((x) => x === params.get("tab")) ?? "myPackage";
  const forwarding =
    tab === "callForwarding" && ctx.line
      ? loadForwarding(op, ctx.line).then((status) =>
          status.ok ? { ok: true as const, subscribed: status.data.subscribed, fwdNo: status.data.fwdNo } : { ok: false as const, message: status.message },
        )
      : null;
  return defer({ tab, services: ctx.voiceServices, line: ctx.line, forwarding, error: ctx.error });
});

export const action = withOperator(async ({ request, op }) => {
  const ctx = await requireVoiceContext(op);
  if (!ctx.line) throw redirect("/voice");
  const formData = await request.formData();

  if (formData.get("intent") === "unsubscribe") {
    // A confirmed button: nothing typed to keep, so a refusal is an error outcome too.
    const asked = unsubscribeSchema.safeParse(Object.fromEntries(formData));
    if (!asked.success) return redirectWithOutcome(FORWARDING_PAGE, t("error.generic"), "error");
    const done = await op.data(voice.callForwardingRequest, { telephoneNo: ctx.line, mobileNo: asked.data.mobileNo, requestType: "N" });
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
        <Deferred resolve={data.forwarding} skeleton={<Skeleton className="skeleton-forwarding" />}>
          {(forwarding) =>
            forwarding.ok ? <CallForwarding line={data.line!} forwarding={forwarding} lastResult={actionData} /> : <PartMessage message={forwarding.message} />
          }
        </Deferred>
      ) : null}
    </TabbedPage>
  );
}

export const meta: MetaFunction = () => pageTitle(t("voice.title"));

export const links: LinksFunction = () => stylesheets(voiceStyles);

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
