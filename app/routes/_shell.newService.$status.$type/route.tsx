import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, type LinksFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import * as services from "#contracts/services";
import { errorOutcome, OutcomeDialog } from "~/components/outcome";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/new-service";
import { formFailure, redirectWithOutcome } from "~/operator/outcome.server";
import { withOperator, type Operator } from "~/operator/route.server";
import { ConnectionChoice, FiberRequest } from "./ConnectionChoice";
import { requireRequestContext } from "./context.server";
import { RequestForm } from "./RequestForm";
import { connectionRequestInput, connectionRequestSchema, NEW_CHOICES, ordersOnline, requestable, requestPath, requestSummary, requestTarget } from "./request";
import newServiceStyles from "~/styles/new-service.css?url";
import { pageTitle, stylesheets } from "~/components/head";

function targetOf(params: LoaderFunctionArgs["params"]) {
  const target = requestTarget(params.status, params.type);
  if (!target) throw new Response("Not found", { status: 404 });
  return target;
}

export const loader = withOperator(async ({ request, params, op }: LoaderFunctionArgs & { op: Operator }) => {
  const target = targetOf(params);
  // The radio choice without JavaScript is a GET form (?type=): each type has its own URL.
  const chosen = NEW_CHOICES.find((c) => c === new URL(request.url).searchParams.get("type"));
  if (target.status === "new" && chosen) throw redirect(requestPath("new", chosen));
  if (params.type !== target.type) throw redirect(requestPath(target.status, target.type));
  const ctx = await requireRequestContext(op, target.status);
  return { ...target, account: target.status === "upgrade" ? ctx.telephoneNo : null, held: ctx.held, error: ctx.error };
});

/**
 * A valid request is first confirmed, then sent to the operator's sales team. With JavaScript the
 * confirm step is a dialog in the page; without it the action answers the form with the question
 * open (its Yes submits again with intent=submit). Sent: post/redirect/get to the same page, which
 * starts empty. A refusal keeps what the customer typed.
 */
export const action = withOperator(async ({ request, params, op }: ActionFunctionArgs & { op: Operator }) => {
  const target = targetOf(params);
  if (ordersOnline(target.status, target.type)) throw new Response("Fibre is ordered online", { status: 405 });
  const ctx = await requireRequestContext(op, target.status);
  const formData = await request.formData();
  const submission = parseWithSchema(formData, { schema: connectionRequestSchema(target.status, ctx.held) });
  if (submission.status !== "success") return formFailure(submission);
  if (ctx.error) return formFailure(submission, ctx.error);
  if (formData.get("intent") !== "submit")
    return json({ ...submission.reply(), confirm: requestSummary(target.status, target.type, submission.value.services) });
  const outcome = await op.data(services.connectionRequest, connectionRequestInput(target, submission.value, ctx.telephoneNo));
  if (!outcome.ok) return formFailure(submission, outcome.message);
  return redirectWithOutcome(requestPath(target.status, target.type), t("ns.success"));
});

export default function ConnectionRequest() {
  const data = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  // Each visit, and the page a sent request redirects to, starts with an empty form; an answered
  // submission (a refusal, the confirm step) keeps the one the customer filled in.
  const visit = useLocation().key;
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
          key={`${data.status}/${data.type}/${lastResult ? "answered" : visit}`}
          status={data.status}
          type={data.type}
          held={data.held}
          lastResult={lastResult}
        />
      )}
      {/* The account's error, unless an answered submission already tells it. */}
      <OutcomeDialog outcome={errorOutcome(lastResult ? null : data.error)} />
    </section>
  );
}

export const meta: MetaFunction = () => pageTitle(t("ns.title"));

export const links: LinksFunction = () => stylesheets(newServiceStyles);

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
