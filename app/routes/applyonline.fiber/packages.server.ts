/**
 * The packages step on the server: the fibre catalogues and its posts: choose a package, remove one, Next.
 */
import { t } from "~/i18n/sales-wizard";
import type { Operator } from "~/operator/route.server";
import type { PackageCatalogue } from "~/sales/catalogue";
import { loadCatalogue as loadModeCatalogue, pickerPost } from "~/sales/catalogue.server";
import { FIBRE_CONNECTION, FIBRE_MODE, packagesProblem } from "./packages";
import type { FibreOrder } from "./state";

export function loadCatalogue(op: Operator): Promise<{ catalogue: PackageCatalogue; error: string | null }> {
  return loadModeCatalogue(op, FIBRE_MODE, FIBRE_CONNECTION);
}

export type PackagesResult = { kind: "stay"; order: FibreOrder; error: string | null } | { kind: "next"; order: FibreOrder };

/**
 * intent "pick" (kind, name): choose a package the picker offers; "remove" (kind): drop it;
 * "packages-next": on to the details step once a voice package and an internet or PEOTV package are chosen.
 */
export async function packagesAction(op: Operator, formData: FormData, order: FibreOrder): Promise<PackagesResult> {
  const picked = await pickerPost(formData, order.packages, () => loadCatalogue(op), t("sw.pkg.unknown"));
  if (picked) return { kind: "stay", order: { ...order, packages: picked.names }, error: picked.error };
  const problem = packagesProblem(order.packages);
  if (problem) return { kind: "stay", order, error: t(`sw.pkg.${problem}`) };
  return { kind: "next", order };
}
