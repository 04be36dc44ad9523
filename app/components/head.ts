/** What a route puts in the document head: its title (the page's name, then the portal's) and its stylesheets. */
import { t } from "~/i18n";

export function pageTitle(title: string) {
  return [{ title: `${title} | ${t("app.name")}` }];
}

export function stylesheets(...hrefs: string[]) {
  return hrefs.map((href) => ({ rel: "stylesheet", href }));
}
