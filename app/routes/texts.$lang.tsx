import { textsResponse } from "~/i18n/texts.server";
import { withOperator } from "~/operator/route.server";

/** A language's texts for a page about to hydrate in it (no operator call, no session: it loads while Redis is away too). */
export const loader = withOperator(async ({ params, request }) => textsResponse(params.lang, new URL(request.url).searchParams.get("v")), {
  session: false,
});
