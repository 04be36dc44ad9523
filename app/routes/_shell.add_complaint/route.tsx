import { json, type MetaFunction, type LinksFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import * as complaints from "#contracts/complaints";
import { requireAccount } from "~/accounts/context.server";
import { complaintSchema } from "~/complaints/complaint";
import { loadComplaintServices } from "~/complaints/context.server";
import { errorOutcome, OutcomeDialog } from "~/components/outcome";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/complaints";
import { formatCoordinate } from "~/map/geo";
import { placeLocation, placeOptions } from "~/map/places.server";
import { mapServicesFor } from "~/map/services.server";
import { formFailure, redirectWithOutcome } from "~/operator/outcome.server";
import { withOperator } from "~/operator/route.server";
import { ComplaintForm } from "./ComplaintForm";
import complaintsStyles from "~/styles/complaints.css?url";
import mapStyles from "~/styles/map.css?url";
import { pageTitle, stylesheets } from "~/components/head";

const attribution = () => ({ simulated: t("map.attribution.simulated"), osm: t("map.attribution.osm") });

export const loader = withOperator(async ({ op }) => {
  const ctx = await requireAccount(op);
  const services = await loadComplaintServices(ctx);
  return { services, map: mapServicesFor(attribution()), places: placeOptions(), error: ctx.error };
});

/**
 * A valid complaint goes to the operator about the selected line's service; the list then shows it.
 * The pick is the map's point, or without JavaScript the chosen town's centre. A refusal keeps
 * what the customer typed.
 */
export const action = withOperator(async ({ request, op }) => {
  const ctx = await requireAccount(op);
  const services = await loadComplaintServices(ctx);
  const submission = parseWithSchema(await request.formData(), { schema: complaintSchema(services) });
  if (submission.status !== "success") return formFailure(submission);
  const form = submission.value;
  const point = form.point ?? placeLocation(form.place);
  if (!point) return json(submission.reply({ fieldErrors: { location: [t("complaints.error.location")] } }), { status: 400 });
  const service = services.find((s) => s.type === form.serviceType)!;
  const outcome = await op.data(complaints.createFault, {
    faultyTelephoneNo: ctx.selected!.telephoneNo,
    serviceOption: service.type,
    contactNo: form.contactNo,
    faultdescription: form.description,
    lattitude: formatCoordinate(point.lat),
    longitude: formatCoordinate(point.lng),
    status: service.status ?? "",
    serviceID: service.serviceID,
  });
  if (!outcome.ok) return formFailure(submission, outcome.message);
  return redirectWithOutcome("/complaints", t("complaints.submitted"));
});

export default function AddComplaintPage() {
  const { services, map, places, error } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <section className="card add-complaint" aria-labelledby="add-complaint-title">
      <Link to="/complaints" className="back-link" aria-label={t("complaints.add.backLabel")}>
        {t("complaints.add.back")}
      </Link>
      <h1 id="add-complaint-title">{t("complaints.add.title")}</h1>
      <p>{t("complaints.add.intro")}</p>
      {services.length ? <ComplaintForm services={services} map={map} places={places} lastResult={lastResult} /> : <p>{t("complaints.add.noServices")}</p>}
      <OutcomeDialog outcome={errorOutcome(error)} />
    </section>
  );
}

export const meta: MetaFunction = () => pageTitle(t("complaints.add.title"));

export const links: LinksFunction = () => stylesheets(complaintsStyles, mapStyles);

export { PageErrorBoundary as ErrorBoundary } from "~/components/PageError";
