import { textsResponse } from "~/i18n/texts.server";
import { withOperator } from "~/operator/route.server";

/** A language's texts for a page about to hydrate in it (no operator call). */
export const loader = withOperator(async ({ params, request }) => textsResponse(params.lang, new URL(request.url).searchParams.get("v")));
