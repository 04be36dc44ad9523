import { getFormProps, useForm } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ErrorDialog } from "~/components/ErrorDialog";
import { SubmitButton, TextField } from "~/components/fields";
import { TextInput } from "~/components/inputs";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/prepaid";
import { t as tShell } from "~/i18n/shell";
import { loadStatus, requirePrepaid } from "~/prepaid/context.server";
import { reloadSchema } from "~/prepaid/forms";
import { openReload } from "~/prepaid/reload.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requirePrepaid(request);
  const status = await loadStatus(ctx);
  const dormant = status.ok && status.data.dormant;
  return json(
    { number: ctx.number, dormant, error: dormant ? tShell("dormant.message") : (ctx.error ?? (status.ok ? null : status.message)) },
    { headers: await ctx.op.headers() },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requirePrepaid(request);
  const submission = parseWithSchema(await request.formData(), { schema: reloadSchema });
  if (submission.status !== "success") return json({ result: submission.reply(), error: null, cardPage: null }, { status: 400 });
  const opened = await openReload(ctx, submission.value.amount, new URL(request.url).origin);
  const headers = await ctx.op.headers();
  if (!opened.ok) return json({ result: submission.reply(), error: opened.message, cardPage: null }, { status: 400, headers });
  return json({ result: null, error: null, cardPage: opened.cardPage }, { headers });
}

/** The hosted card page is a browser form post: it submits itself with JavaScript, or with its button. */
function CardPageForm({ cardPage }: { cardPage: { url: string; fields: Record<string, string> } }) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => ref.current?.submit(), []);
  return (
    <form ref={ref} method="post" action={cardPage.url} className="reload-handoff">
      {Object.entries(cardPage.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p role="status">{t("reload.redirecting")}</p>
      <button type="submit" className="btn btn-primary">
        {t("reload.continue")}
      </button>
    </form>
  );
}

export default function Reload() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "reload",
    lastResult: actionData?.result ?? null,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithSchema(formData, { schema: reloadSchema }),
  });
  return (
    <section className="card reload">
      <h1>{t("reload.title")}</h1>
      {actionData?.cardPage ? (
        <CardPageForm cardPage={actionData.cardPage} />
      ) : data.dormant || !data.number ? null : (
        <Form method="post" {...getFormProps(form)}>
          <TextInput id="reload-number" label={t("reload.number")} value={data.number} readOnly />
          <TextField field={fields.amount} label={t("reload.amount")} inputMode="numeric" autoComplete="off" />
          <SubmitButton pending={t("app.wait")}>{t("reload.payNow")}</SubmitButton>
        </Form>
      )}
      <ErrorDialog message={actionData?.error ?? data.error} />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: `${t("reload.title")} | ${t("app.name")}` }];
