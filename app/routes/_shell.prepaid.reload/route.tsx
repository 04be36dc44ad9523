import { portalOrigin } from "~/env.server";
import { getFormProps } from "@conform-to/react";
import type { MetaFunction, LinksFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { errorOutcome, OutcomeDialog } from "~/components/outcome";
import { SubmitButton, TextField } from "~/components/fields";
import { TextInput } from "~/components/inputs";
import { useHydrated } from "~/components/use-hydrated";
import { parseWithSchema } from "~/forms/parse";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/prepaid";
import { t as tShell } from "~/i18n/shell";
import { formFailure } from "~/operator/outcome.server";
import { withOperator } from "~/operator/route.server";
import { loadStatus, requirePrepaid } from "~/prepaid/context.server";
import { openReload } from "~/prepaid/reload.server";
import { belowReloadMin, reloadSchema } from "./schema";
import prepaidStyles from "~/styles/prepaid.css?url";
import { pageTitle, stylesheets } from "~/components/head";

export const loader = withOperator(async ({ op }) => {
  const ctx = await requirePrepaid(op);
  const status = await loadStatus(ctx);
  const dormant = status.ok && status.data.dormant;
  return { number: ctx.number, dormant, error: dormant ? tShell("dormant.message") : (ctx.error ?? (status.ok ? null : status.message)) };
});

/**
 * Open a pending reload and hand the browser the hosted card page's form. A refusal keeps the
 * amount the customer typed.
 */
export const action = withOperator(async ({ request, op }) => {
  const ctx = await requirePrepaid(op);
  const submission = parseWithSchema(await request.formData(), { schema: reloadSchema });
  if (submission.status !== "success") return formFailure(submission);
  const opened = await openReload(ctx, submission.value.amount, portalOrigin);
  if (!opened.ok) return formFailure(submission, opened.message);
  return { cardPage: opened.cardPage };
});

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
  const cardPage = actionData && "cardPage" in actionData ? actionData.cardPage : null;
  const { form, fields, outcome } = useSchemaForm(reloadSchema, { id: "reload", lastResult: actionData && !("cardPage" in actionData) ? actionData : null });
  // While JavaScript runs, Pay Now waits for an amount of at least Rs. 100 (the action checks again).
  const hydrated = useHydrated();
  const [amount, setAmount] = useState(fields.amount.initialValue ?? "");
  const belowMin = hydrated && belowReloadMin(amount);
  const minHint = belowMin && amount.trim() ? "reload-min-hint" : undefined;
  return (
    <section className="card reload">
      <h1>{t("reload.title")}</h1>
      {cardPage ? (
        <CardPageForm cardPage={cardPage} />
      ) : data.dormant || !data.number ? null : (
        <Form method="post" {...getFormProps(form)}>
          <TextInput id="reload-number" label={t("reload.number")} value={data.number} readOnly />
          <TextField
            field={fields.amount}
            label={t("reload.amount")}
            inputMode="numeric"
            autoComplete="off"
            onInput={(event) => setAmount(event.currentTarget.value)}
          />
          {minHint ? (
            <p id={minHint} className="muted">
              {t("reload.min")}
            </p>
          ) : null}
          <SubmitButton pending={t("app.wait")} disabled={belowMin} describedBy={minHint}>
            {t("reload.payNow")}
          </SubmitButton>
        </Form>
      )}
      <OutcomeDialog outcome={outcome ?? errorOutcome(data.error)} />
    </section>
  );
}

export const meta: MetaFunction = () => pageTitle(t("reload.title"));

export const links: LinksFunction = () => stylesheets(prepaidStyles);

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
