/**
 * Hydration. A page in Sinhala or Tamil loads its language's texts first (one chunk per language;
 * an English page loads none), so the browser renders exactly what the server sent.
 */
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { addTranslations, setLanguageSource } from "~/i18n/catalogue";
import { isLanguage, type Language } from "~/i18n/language";
import { rememberScripts } from "~/render/script-cookie";

const lang: Language = isLanguage(document.documentElement.lang) ? document.documentElement.lang : "en";
setLanguageSource(() => lang);

async function texts() {
  if (lang === "si") addTranslations("si", (await import("~/i18n/si")).si);
  if (lang === "ta") addTranslations("ta", (await import("~/i18n/ta")).ta);
}

rememberScripts();

void texts().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  }),
);
