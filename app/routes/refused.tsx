import { json, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MessagePage } from "~/components/MessagePage";
import { pageTitle } from "~/components/head";
import { t } from "~/i18n/security";
import { withOperator } from "~/operator/route.server";

/**
 * What the portal answers, before any action runs, to a post from another site (403), a body over
 * its limit (413) or a body of undeclared length (411): the status and a plain explanation, never a
 * bare error. The production server answers this page in place of such a request (scripts/serve.mjs);
 * under any other server the app itself sends the browser here (withOperator,
 * app/security/request-hygiene.server.ts).
 */
const REASONS: Record<"crossSite" | "tooLarge" | "lengthRequired", { status: number; text: "error.crossSite" | "error.tooLarge" }> = {
  crossSite: { status: 403, text: "error.crossSite" },
  tooLarge: { status: 413, text: "error.tooLarge" },
  lengthRequired: { status: 411, text: "error.tooLarge" },
};

/** Answered in place of the URL the browser asked for: a plain page, not hydrated (see root.tsx). */
export const handle = { scripts: false };

export const loader = withOperator(async ({ request }) => {
  const asked = new URL(request.url).searchParams.get("reason");
  const reason = asked === "tooLarge" || asked === "lengthRequired" ? asked : "crossSite";
  return json({ reason: reason as keyof typeof REASONS }, { status: REASONS[reason].status });
});

export default function Refused() {
  const { reason } = useLoaderData<typeof loader>();
  return (
    <MessagePage title={t("error.refusedTitle")} link={{ to: "/", text: t("error.backHome") }}>
      <p>{t(REASONS[reason].text)}</p>
    </MessagePage>
  );
}

export const meta: MetaFunction = () => pageTitle(t("error.refusedTitle"));
