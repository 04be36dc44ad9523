/**
 * The language of the request being answered. Loaders, actions (withOperator) and the document's
 * render (entry.server) run inside `withLanguage`, so every `t` of the request speaks its language,
 * whatever else the server is answering at the same moment. The server knows every language.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { addTranslations, setLanguageSource } from "./catalogue";
import { languageOf, type Language } from "./language";
import { si } from "./si";
import { ta } from "./ta";

addTranslations("si", si);
addTranslations("ta", ta);

const requestLanguage = new AsyncLocalStorage<Language>();
setLanguageSource(() => requestLanguage.getStore() ?? "en");

export function withLanguage<T>(request: Request, run: () => T): T {
  return requestLanguage.run(languageOf(request.headers), run);
}

/**
 * Runs `run` in English whatever the request's language: for documents drawn with fonts that carry
 * only Latin letters (the order PDFs: jsPDF's standard fonts do no Sinhala or Tamil shaping).
 */
export function inEnglish<T>(run: () => T): T {
  return requestLanguage.run("en", run);
}

export { languageOf };
