import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import * as voice from "#contracts/voice";
import { MessageDialog } from "~/components/dialogs";
import { ErrorDialog } from "~/components/ErrorDialog";
import { CallForwarding, type ForwardingActionData } from "~/components/voice/CallForwarding";
import { VoicePackage } from "~/components/voice/VoicePackage";
import { parseWithSchema } from "~/forms/parse";
import { QueryTabs } from "~/components/QueryTabs";
import { t, type MessageKey } from "~/i18n/voice";
import { loadForwarding, requireVoiceContext } from "~/voice/context.server";
import { subscribeSchema, VOICE_TABS, type VoiceTab } from "~/voice/forwarding";

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireVoiceContext(request);
  const params = new URL(request.url).searchParams;
  const tab = VOICE_TABS.find((x) => x === params.get("tab")) ?? "myPackage";
  const status = tab === "callForwarding" && ctx.line ? await loadForwarding(ctx.op, ctx.line) : null;
  return json(
    {
      tab,
      services: ctx.voiceServices,
      line: ctx.line,
      forwarding: status?.ok ? { subscribed: status.data.subscribed, fwdNo: status.data.fwdNo } : null,
      error: ctx.error ?? (status && !status.ok ? status.message : null),
    },
    { headers: await ctx.op.headers() },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireVoiceContext(request);
  if (!ctx.line) throw redirect("/voice", { headers: await ctx.op.headers() });
  const formData = await request.formData();
  const answer = async (data: Partial<ForwardingActionData>, status = 200) =>
    json<ForwardingActionData>({ result: null, error: null, success: null, ...data, at: Date.now() }, { status, headers: await ctx.op.headers() });

  if (formData.get("intent") === "unsubscribe") {
    const outcome = await ctx.op.data(voice.callForwardingRequest, { telephoneNo: ctx.line, mobileNo: "", requestType: "N" });
    return outcome.ok ? answer({ success: t("voice.cf.unsubscribed") }) : answer({ error: outcome.message }, 400);
  }
  const submission = parseWithSchema(formData, { schema: subscribeSchema });
  if (submission.status !== "success") return answer({ result: submission.reply() }, 400);
  const { number } = submission.value;
  const outcome = await ctx.op.data(voice.callForwardingRequest, { telephoneNo: ctx.line, mobileNo: number, requestType: "Y" });
  if (!outcome.ok) return answer({ result: submission.reply(), error: outcome.message }, 400);
  return answer({ result: submission.reply({ resetForm: true }), success: t("voice.cf.subscribed", { number }) });
}

const tabLabels: Record<VoiceTab, MessageKey> = { myPackage: "voice.tab.myPackage", callForwarding: "voice.tab.callForwarding" };

export default function VoicePage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="area">
      <h1 className="visually-hidden">{t("voice.title")}</h1>
      <QueryTabs label={t("voice.tabs")} tabs={VOICE_TABS.map((id) => ({ id, label: t(tabLabels[id]) }))} current={data.tab} />
      <section className="card voice" aria-labelledby="voice-panel-title">
        <h2 id="voice-panel-title">{t(tabLabels[data.tab])}</h2>
        {data.tab === "myPackage" || !data.line ? <VoicePackage services={data.services} /> : null}
        {data.tab === "callForwarding" && data.line && data.forwarding ? (
          <CallForwarding line={data.line} forwarding={data.forwarding} data={actionData} />
        ) : null}
      </section>
      <MessageDialog key={`s${actionData?.at}`} title={t("dialog.success")} message={actionData?.success} okLabel={t("voice.ok")} />
      <ErrorDialog key={`e${actionData?.at}`} message={actionData?.error ?? data.error} />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: `${t("voice.title")} | ${t("app.name")}` }];
