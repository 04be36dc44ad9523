import { json, type MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { pageTitle } from "~/components/head";
import { t } from "~/i18n";
import { withOperator } from "~/operator/route.server";

/**
 * What a post from another site gets (the server sends it here before any action runs): HTTP 403
 * and a plain explanation, never a bare error.
 */
export const loader = withOperator(async () => json({}, { status: 403 }));

export default function Refused() {
  return (
    <main id="main" className="page">
      <div className="card">
        <h1>{t("error.refusedTitle")}</h1>
        <p>{t("error.crossSite")}</p>
        <Link className="btn btn-primary" to="/">
          {t("error.backHome")}
        </Link>
      </div>
    </main>
  );
}

export const meta: MetaFunction = () => pageTitle(t("error.refusedTitle"));
