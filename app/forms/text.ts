// zod/mini: the schemas built with it also run in the browser.
import * as z from "zod/mini";
import { t } from "~/i18n";

/**
 * A text field as conform sends it (an empty one as undefined: "" then) of at most `max` characters. Longer, the
 * catalogue's 'Maximum {count} characters' stands beside the field, in the page's language (never zod's own words).
 */
export const formText = (max: number) => z._default(z.optional(z.string().check(z.maxLength(max, { error: () => t("form.tooLong", { count: max }) }))), "");
