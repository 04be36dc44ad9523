import { Form } from "@remix-run/react";
import { Facts } from "~/components/Facts";
import { t } from "~/i18n/sales-lte";
import type { StatusView } from "./entry.server";
import { WIZARD_PATH } from "./steps";

/**
 * The status screen that stands in for the wizard once the newest LTE order is paid: the order is
 * submitted, its reference and its status as the CRM tells it. An order that is over (Completed or
 * Failed) offers New request, which opens a fresh wizard.
 */
export function StatusScreen({ view }: { view: StatusView }) {
  return (
    <section className="card sw lte" aria-labelledby="lte-status-title">
      <h1 id="lte-status-title" className="lte-title">
        {t("lte.status.title")}
      </h1>
      <p className="notice lte-available">{t("lte.status.submitted")}</p>
      <Facts
        className="lte-status-facts"
        items={[
          { label: t("lte.status.reference"), value: view.refNo },
          { label: t("lte.status.label"), value: t(`lte.status.${view.status}`) },
        ]}
      />
      {view.done ? (
        <Form method="post" action={WIZARD_PATH} className="lte-new-request">
          <p>{t("lte.status.done")}</p>
          <button type="submit" name="intent" value="new-request" className="btn btn-primary">
            {t("lte.status.new")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
