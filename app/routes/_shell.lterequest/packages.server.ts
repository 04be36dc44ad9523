/**
 * Step 1 on the server: the 'SLT 4G' catalogue for the chosen connection, and the step's posts:
 * the connection type, bill type and IDD (saved on every post of the step's form), choosing or
 * removing a package (the pickers), and Next.
 */
import { t } from "~/i18n/sales-lte";
import type { Operator } from "~/operator/route.server";
import { CONNECTIONS, packageKindOf, type Connection, type PackageCatalogue } from "~/sales/catalogue";
import { loadCatalogue, pickerPost } from "~/sales/catalogue.server";
import { posted } from "~/sales/form-data";
import { LTE_PACKAGE_INTENTS } from "./forms";
import { keptPackages, kindsOf, LTE_MODE, packagesProblem } from "./packages";
import { BILLING_MODES, type LteOrder, type LtePackages } from "./state";

export function loadLteCatalogue(op: Operator, connection: Connection): Promise<{ catalogue: PackageCatalogue; error: string | null }> {
  return loadCatalogue(op, LTE_MODE, connection);
}

export type PackagesResult = { order: LteOrder; next: boolean; error: string | null };

/** The radios of the step's form: connection type, bill type and IDD (a pick or a remove carries none of them). */
function withChoices(packages: LtePackages, formData: FormData): LtePackages {
  if (posted(formData, "form") !== "packages") return packages;
  const connection = CONNECTIONS.find((c) => c === posted(formData, "connection")) ?? packages.connection;
  const billingMode = BILLING_MODES.find((m) => m === posted(formData, "billingMode")) ?? packages.billingMode;
  const idd = posted(formData, "idd");
  return { ...packages, connection, billingMode, idd: idd === "Y" ? true : idd === "N" ? false : packages.idd };
}

export async function packagesAction(op: Operator, formData: FormData, order: LteOrder): Promise<PackagesResult> {
  const chosen = withChoices(order.packages, formData);
  let loaded: ReturnType<typeof loadLteCatalogue> | null = null;
  const catalogue = () => (loaded ??= loadLteCatalogue(op, chosen.connection));
  // A new connection keeps only the packages it allows (and a voice package it offers).
  let packages = chosen;
  if (chosen.connection !== order.packages.connection) packages = { ...chosen, ...keptPackages(chosen, chosen.connection, (await catalogue()).catalogue) };

  const kind = packageKindOf(formData.get("kind"));
  const picked = await pickerPost(formData, packages, catalogue, t("lte.pkg.unknown"));
  if (picked) {
    const allowed = posted(formData, "intent") === "remove" || (kind !== null && kindsOf(packages.connection, (await catalogue()).catalogue).includes(kind));
    const names = allowed ? picked.names : packages;
    const error = allowed ? picked.error : t("lte.pkg.unknown");
    return { order: { ...order, packages: { ...packages, voice: names.voice, internet: names.internet, peoTv: names.peoTv } }, next: false, error };
  }
  const saved = { ...order, packages };
  if (posted(formData, "intent") !== LTE_PACKAGE_INTENTS.next) return { order: saved, next: false, error: null };
  const problem = packagesProblem(packages.connection, packages);
  return problem ? { order: saved, next: false, error: t(problem) } : { order: saved, next: true, error: null };
}
