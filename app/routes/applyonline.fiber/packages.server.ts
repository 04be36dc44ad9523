/**
 * The packages step on the server: the fibre catalogue and its posts: choose a package, remove one, Next
 * (app/sales/catalogue.server.ts).
 */
import type { Operator } from "~/operator/route.server";
import { fibrePackagesPost } from "~/sales/catalogue.server";
import type { FibreOrder } from "./state";

export type PackagesResult = { kind: "stay"; order: FibreOrder; error: string | null } | { kind: "next"; order: FibreOrder };

/**
 * intent "pick" (kind, name): choose a package the picker offers; "remove" (kind): drop it;
 * "packages-next": on to the details step once a voice package and an internet or PEOTV package are chosen.
 */
export async function packagesAction(op: Operator, formData: FormData, order: FibreOrder): Promise<PackagesResult> {
  const post = await fibrePackagesPost(op, formData, order.packages);
  const next = { ...order, packages: post.names };
  return post.next ? { kind: "next", order: next } : { kind: "stay", order: next, error: post.error };
}
