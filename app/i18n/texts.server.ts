/**
 * A page in Sinhala or Tamil fetches its language's texts as one JSON document before it hydrates
 * (app/entry.client.tsx): an English page loads none, and the texts are cached by the browser for as
 * long as they do not change (the URL carries a digest of them).
 */
import { createHash } from "node:crypto";
import type { Text } from "./catalogue";
import type { Language } from "./language";
import { si } from "./si";
import { ta } from "./ta";

type Translated = Exclude<Language, "en">;

const TEXTS: Record<Translated, { body: string; version: string }> = {
  si: packed(si),
  ta: packed(ta),
};

function packed(messages: Readonly<Record<string, Text>>) {
  const body = JSON.stringify(messages);
  return { body, version: createHash("sha256").update(body).digest("base64url").slice(0, 12) };
}

const isTranslated = (lang: string | undefined): lang is Translated => lang === "si" || lang === "ta";

/** Where a page in this language fetches its texts; none for English. */
export function textsUrl(lang: Language): string | null {
  return isTranslated(lang) ? `/texts/${lang}?v=${TEXTS[lang].version}` : null;
}

/** The texts of a language; kept by the browser for a year when asked for by their current digest. */
export function textsResponse(lang: string | undefined, version: string | null): Response {
  if (!isTranslated(lang)) return new Response("Not Found", { status: 404 });
  const current = TEXTS[lang];
  return new Response(current.body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": version === current.version ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}
