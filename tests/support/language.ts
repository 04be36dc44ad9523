/** Tests' way into a language: the app's own per-request mechanism, never a swap of the catalogue's language source. */
import type { Language } from "~/i18n/language";
import { withLanguage } from "~/i18n/language.server";

/** Runs `run` in `lang`, as a request whose language cookie says so does. */
export const inLanguage = <T>(lang: Language, run: () => T) => withLanguage(new Request("http://portal.test/", { headers: { Cookie: `lang=${lang}` } }), run);
