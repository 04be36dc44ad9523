/**
 * Hydration. A page in Sinhala or Tamil first fetches its language's texts (one JSON document the
 * page's head asks the browser to preload once its first frame is painted, with its scripts:
 * app/i18n/texts.server.ts, app/render/scripts-after-paint.tsx; an English page loads none), so the
 * browser renders exactly what the server sent.
 */
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { addTranslations, setLanguageSource, type Text } from "~/i18n/catalogue";
import { isLanguage, type Language } from "~/i18n/language";
import { rememberScripts } from "~/render/streaming";

const root = document.documentElement;
const lang: Language = isLanguage(root.lang) ? root.lang : "en";
setLanguageSource(() => lang);

async function texts(attempts = 2): Promise<void> {
  const url = root.dataset.texts;
  if (lang === "en" || !url) return;
  try {
    const response = await fetch(url);
    if (response.ok) return addTranslations(lang, (await response.json()) as Record<string, Text>);
  } catch {
    // The connection dropped: tried once more below.
  }
  // Still without them the page hydrates with the English texts and shows those.
  if (attempts > 1) return texts(attempts - 1);
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
