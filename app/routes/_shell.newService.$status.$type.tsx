import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import * as services from "#contracts/services";
import { MessageDialog } from "~/components/dialogs";
import { ErrorDialog } from "~/components/ErrorDialog";
import { ConnectionChoice, FiberRequest } from "~/components/new-service/ConnectionChoice";
import { RequestForm, type RequestActionData } from "~/components/new-service/RequestForm";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/new-service";
import { requireRequestContext } from "~/new-service/context.server";
import {
  connectionRequestInput,
  connectionRequestSchema,
  NEW_CHOICES,
  ordersOnline,
  requestable,
  requestPath,
  requestSummary,
  requestTarget,
} from "~/new-service/request";

function targetOf(params: LoaderFunctionArgs["params"]) {
  const target = requestTarget(params.status, params.type);
  if (!target) throw new Response("Not found", { status: 404 });
  return target;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const target = targetOf(params);
  // The radio choice without JavaScript is a GET form (?type=): each type has its own URL.
  const chosen = NEW_CHOICES.find((c) => c === new URL(request.url).searchParams.get("type"));
  if (target.status === "new" && chosen) throw redirect(requestPath("new", chosen));
  if (params.type !== target.type) throw redirect(requestPath(target.status, target.type));
  const ctx = await requireRequestContext(request, target.status);
  return json({ ...target, account: ctx.telephoneNo, held: ctx.held, error: ctx.error }, { headers: await ctx.op.headers() });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const target = targetOf(params);
  if (ordersOnline(target.status, target.type)) throw new Response("Fibre is ordered online", { status: 405 });
  const ctx = await requireRequestContext(request, target.status);
  const formData = await request.formData();
  const answer = async (data: Partial<RequestActionData>, status = 200) =>
    json<RequestActionData>({ result: null, confirm: null, error: null, success: null, ...data, at: Date.now() }, { status, headers: await ctx.op.headers() });

  const submission = parseWithSchema(formData, { schema: connectionRequestSchema(target.status, ctx.held) });
  if (submission.status !== "success") return answer({ result: submission.reply() }, 400);
  if (ctx.error) return answer({ result: submission.reply(), error: ctx.error }, 400);
  // Without JavaScript the confirm step is this page again, with the question open.
  if (formData.get("intent") !== "submit")
    return answer({ result: submission.reply(), confirm: requestSummary(target.status, target.type, submission.value.services) });
  const outcome = await ctx.op.data(services.connectionRequest, connectionRequestInput(target, submission.value, ctx.telephoneNo));
  if (!outcome.ok) return answer({ result: submission.reply(), error: outcome.message }, 400);
  return answer({ result: submission.reply({ resetForm: true }), success: t("ns.success") });
}

export default function ConnectionRequest() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const nothingLeft = requestable(data.held).length === 0;
  return (
    <section className="card ns" aria-labelledby="ns-title">
      <h1 id="ns-title">{t("ns.title")}</h1>
      <h2>{data.status === "new" ? t("ns.heading.new") : t("ns.heading.upgrade", { type: t(`ns.type.${data.type}`) })}</h2>
      {data.account ? <p className="muted">{t("ns.account", { number: data.account })}</p> : null}
      {data.status === "new" ? <ConnectionChoice type={data.type} /> : null}
      {ordersOnline(data.status, data.type) ? (
        <FiberRequest />
      ) : nothingLeft ? (
        <p role="status">{t("ns.allHeld")}</p>
      ) : (
        <RequestForm
          key={`${data.status}/${data.type}/${actionData?.success ? actionData.at : ""}`}
          status={data.status}
          type={data.type}
          held={data.held}
          data={actionData}
        />
      )}
      <MessageDialog key={`s${actionData?.at}`} title={t("dialog.success")} message={actionData?.success} okLabel={t("ns.ok")} />
      <ErrorDialog key={`e${actionData?.at}`} message={actionData?.error ?? data.error} />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: `${t("ns.title")} | ${t("app.name")}` }];
