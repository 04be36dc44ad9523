import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import * as complaints from "#contracts/complaints";
import { requireAccount } from "~/accounts/context.server";
import { complaintSchema } from "~/complaints/complaint";
import { loadComplaintServices } from "~/complaints/context.server";
import { ComplaintForm, type ComplaintActionData } from "~/components/complaints/ComplaintForm";
import { ErrorDialog } from "~/components/ErrorDialog";
import { parseWithSchema } from "~/forms/parse";
import { t } from "~/i18n/complaints";
import { formatCoordinate } from "~/map/geo";
import { placeLocation, placeOptions } from "~/map/places.server";
import { mapServicesFor } from "~/map/services.server";
import { redirectWithResult } from "~/operator/result.server";

const attribution = { simulated: t("map.attribution.simulated"), osm: t("map.attribution.osm") };

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireAccount(request);
  const services = await loadComplaintServices(ctx);
  return json({ services, map: mapServicesFor(attribution), places: placeOptions(), error: ctx.error }, { headers: await ctx.op.headers() });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAccount(request);
  const services = await loadComplaintServices(ctx);
  const submission = parseWithSchema(await request.formData(), { schema: complaintSchema(services) });
  const answer = async (data: Partial<ComplaintActionData>) =>
    json<ComplaintActionData>({ result: null, error: null, ...data, at: Date.now() }, { status: 400, headers: await ctx.op.headers() });
  if (submission.status !== "success") return answer({ result: submission.reply() });
  const v = submission.value;
  const point = v.point ?? placeLocation(v.place);
  if (!point) return answer({ result: submission.reply({ fieldErrors: { location: [t("complaints.error.location")] } }) });
  const service = services.find((s) => s.type === v.serviceType)!;
  const outcome = await ctx.op.data(complaints.createFault, {
    faultyTelephoneNo: ctx.selected!.telephoneNo,
    serviceOption: service.type,
    contactNo: v.contactNo,
    faultdescription: v.description,
    lattitude: formatCoordinate(point.lat),
    longitude: formatCoordinate(point.lng),
    status: service.status ?? "",
    serviceID: service.serviceID,
  });
  if (!outcome.ok) return answer({ result: submission.reply(), error: outcome.message });
  return redirectWithResult("/complaints", t("complaints.submitted"), ctx.op);
}

export default function AddComplaintPage() {
  const { services, map, places, error } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section className="card add-complaint" aria-labelledby="add-complaint-title">
      <Link to="/complaints" className="back-link" aria-label={t("complaints.add.backLabel")}>
        {t("complaints.add.back")}
      </Link>
      <h1 id="add-complaint-title">{t("complaints.add.title")}</h1>
      <p>{t("complaints.add.intro")}</p>
      {services.length ? <ComplaintForm services={services} map={map} places={places} data={actionData} /> : <p>{t("complaints.add.noServices")}</p>}
      <ErrorDialog key={actionData?.at} message={actionData?.error ?? error} />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: `${t("complaints.add.title")} | ${t("app.name")}` }];
