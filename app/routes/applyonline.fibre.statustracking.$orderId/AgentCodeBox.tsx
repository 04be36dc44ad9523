import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useState } from "react";
import { SubmitButton, TextField } from "~/components/fields";
import { TextInput } from "~/components/inputs";
import { OutcomeDialog } from "~/components/outcome";
import { useHydrated } from "~/components/use-hydrated";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/sales-status";
import { AGENT_CODE_MIN, agentCodeSchema } from "./schema";

/**
 * The sales agent's code, for official use: Submit shows from 5 characters (with JavaScript; without
 * it the button is always there and the server answers the rule). Once stored it is read-only.
 */
export function AgentCodeBox({ page, code, lastResult }: { page: string; code: string | null; lastResult: SubmissionResult<string[]> | undefined }) {
  return (
    <section className="card order-section order-official" aria-labelledby="order-agent-title">
      <h2 id="order-agent-title">{t("status.agent.title")}</h2>
      {code ? <TextInput id="order-agent-code" label={t("status.agent.label")} value={code} readOnly /> : <AgentCodeForm page={page} lastResult={lastResult} />}
    </section>
  );
}

function AgentCodeForm({ page, lastResult }: { page: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const { form, fields, outcome } = useSchemaForm(agentCodeSchema, { id: "order-agent", lastResult });
  const hydrated = useHydrated();
  const [length, setLength] = useState((fields.agentCode.initialValue ?? "").trim().length);
  return (
    <>
      <Form method="post" action={page} {...getFormProps(form)}>
        <input type="hidden" name="intent" value="agent" />
        <TextField
          field={fields.agentCode}
          label={t("status.agent.label")}
          autoComplete="off"
          onInput={(e) => setLength(e.currentTarget.value.trim().length)}
        />
        {!hydrated || length >= AGENT_CODE_MIN ? <SubmitButton pending={t("app.wait")}>{t("status.agent.submit")}</SubmitButton> : null}
      </Form>
      <OutcomeDialog outcome={outcome} />
    </>
  );
}
