import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useMemo } from "react";
import { SubmitButton } from "~/components/inputs";
import { OutcomeDialog } from "~/components/outcome";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/sales-cart";
import { DocumentFields } from "~/sales/DocumentFields";
import { documentsSchema, type DocumentNeeds } from "~/sales/documents";

/** The document submit of a paid fibre order: the files it needs and Submit (the server adds the application PDF). */
export function DocumentsSubmit({ action, needs, lastResult }: { action: string; needs: DocumentNeeds; lastResult: SubmissionResult<string[]> | undefined }) {
  const schema = useMemo(() => documentsSchema(needs), [needs]);
  const { form, fields, outcome } = useSchemaForm(schema, { id: "connection-documents", lastResult });
  return (
    <section className="card order-section" aria-labelledby="connection-documents-title">
      <h2 id="connection-documents-title">{t("connection.documents.title")}</h2>
      <p>{t("connection.documents.intro")}</p>
      <Form method="post" action={action} encType="multipart/form-data" {...getFormProps(form)}>
        <DocumentFields needs={needs} fields={fields} />
        <div className="order-actions">
          <SubmitButton pending={t("app.wait")}>{t("connection.documents.submit")}</SubmitButton>
        </div>
      </Form>
      <OutcomeDialog outcome={outcome} />
    </section>
  );
}
