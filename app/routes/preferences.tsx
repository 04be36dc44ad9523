import { redirect } from "@remix-run/node";
import * as z from "zod/mini";
import { safeReturnTo } from "~/accounts/return-to";
import { servedOverHttps } from "~/env.server";
import { LANGUAGE_COOKIE, LANGUAGES } from "~/i18n/language";
import { withOperator } from "~/operator/route.server";
import { THEME_COOKIE, THEMES } from "~/preferences/preferences";

/** A year: the choice outlasts sessions. */
const KEEP_SECONDS = 365 * 24 * 3600;

const schema = z.object({
  lang: z.optional(z.enum(LANGUAGES)),
  theme: z.optional(z.enum(THEMES)),
  returnTo: z.optional(z.string().check(z.maxLength(1000))),
});

const cookie = (name: string, value: string) => `${name}=${value}; Path=/; Max-Age=${KEEP_SECONDS}; SameSite=Lax; HttpOnly${servedOverHttps ? "; Secure" : ""}`;

/**
 * The language or theme switch of every page: a plain form post, so it works without JavaScript.
 * The choice is kept in a cookie and the same page is shown again in it.
 */
export const action = withOperator(async ({ request }) => {
  const form = Object.fromEntries(await request.formData());
  const parsed = schema.safeParse(form);
  const back = safeReturnTo(parsed.success ? (parsed.data.returnTo ?? null) : null, "/");
  if (!parsed.success) return redirect(back);
  const headers = new Headers();
  if (parsed.data.lang) headers.append("Set-Cookie", cookie(LANGUAGE_COOKIE, parsed.data.lang));
  if (parsed.data.theme) headers.append("Set-Cookie", cookie(THEME_COOKIE, parsed.data.theme));
  return redirect(back, { headers });
});

/** Opened as a page, it goes home. */
export const loader = withOperator(async () => redirect("/"));
