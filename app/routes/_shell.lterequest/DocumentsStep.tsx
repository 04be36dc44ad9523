import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { errorOutcome, OutcomeDialog } from "~/components/outcome";
import { useSchemaForm } from "~/forms/use-schema-form";
import { t } from "~/i18n/sales-lte";
import { t as tw } from "~/i18n/sales-wizard";
import { DocumentFields } from "~/sales/DocumentFields";
import { documentsSchema, type DocumentNeeds } from "~/sales/documents";
import { StepActions } from "~/sales/StepActions";
import { stepPath } from "./steps";

const STEP_URL = stepPath(5);

/**
 * Step 5: NIC front and back (or the passport image), sent with the application PDF the server makes
 * from the saved draft; a successful upload opens the summary. Documents the operator already holds
 * are not asked for again.
 */
export function DocumentsStep({
  needs,
  received,
  error,
  lastResult,
}: {
  needs: DocumentNeeds;
  received: boolean;
  error: string | null;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const schema = useMemo(() => documentsSchema(needs), [needs]);
  const { form, fields, outcome } = useSchemaForm(schema, { id: `lte-documents-${useLocation().key}`, lastResult });
  if (received) {
    return (
      <>
        <p className="notice" role="status">
          {t("lte.docs.received")}
        </p>
        <div className="actions-row sw-actions">
          <Link to={stepPath(4)} className="btn btn-outline">
            {tw("sw.back")}
          </Link>
          <Link to={stepPath(6)} className="btn btn-primary">
            {tw("sw.next")}
          </Link>
        </div>
      </>
    );
  }
  return (
    <>
      <p>{t("lte.docs.intro")}</p>
      <Form method="post" action={STEP_URL} encType="multipart/form-data" {...getFormProps(form)} className="lte-documents">
        <DocumentFields needs={needs} fields={fields} />
        <StepActions back={stepPath(4)} />
      </Form>
      <OutcomeDialog outcome={outcome} />
      <OutcomeDialog outcome={errorOutcome(error, "lte-documents")} />
    </>
  );
}
