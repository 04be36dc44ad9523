/**
 * The packages step on the server: the fibre catalogues (public calls, Mode 'SLT Fiber') and its
 * posts: choose a package, remove one, Next.
 */
import * as sales from "#contracts/sales";
import { t } from "~/i18n/sales-wizard";
import type { Operator } from "~/operator/route.server";
import {
  FIBRE_CONNECTION,
  PACKAGE_KINDS,
  allInternet,
  isUnlimitedVoice,
  packagesProblem,
  voiceOffered,
  type PackageCatalogue,
  type PackageKind,
} from "./packages";
import type { FibreOrder } from "./state";

const MODE = "SLT Fiber" as const;

export async function loadCatalogue(op: Operator): Promise<{ catalogue: PackageCatalogue; error: string | null }> {
  const [voice, internet, peoTv] = await Promise.all([
    op.data(sales.voicePackages, { Mode: MODE }),
    op.data(sales.broadbandPackages, { Mode: MODE }),
    op.data(sales.peoTvPackages, { Mode: MODE }),
  ]);
  const voiceItems = voice.ok
    ? voice.data.Results.map((p) => ({
        name: p.VOICE_PACKAGE_NAME,
        freeMinutes: p.FREE_MINUTES,
        phoneUnit: p.PHONE_UNIT,
        rental: p.MONTHLY_RENTAL,
        callCharges: !isUnlimitedVoice(p.VOICE_PACKAGE_NAME),
      }))
    : [];
  const bb = (list: sales.BbPackage[]) => list.map((p) => ({ name: p.BB_PACKAGE_NAME, gb: p.STANDARD_GB, rental: p.MONTHLY_RENTAL }));
  const catalogue: PackageCatalogue = {
    voice: voiceOffered(voiceItems, FIBRE_CONNECTION),
    internet: internet.ok ? { any: bb(internet.data.Any), unlimited: bb([...internet.data.Unlimited, ...internet.data.Flash]) } : { any: [], unlimited: [] },
    peoTv: peoTv.ok ? peoTv.data.Results.map((p) => ({ name: p.PEO_PACKAGE_NAME, channels: p.NO_OF_CHANNELS, rental: p.MONTHLY_RENTAL })) : [],
  };
  const failed = [voice, internet, peoTv].find((r) => !r.ok);
  return { catalogue, error: failed && !failed.ok ? failed.message : null };
}

function kindOf(value: FormDataEntryValue | null): PackageKind | null {
  return PACKAGE_KINDS.find((k) => k === value) ?? null;
}

function offered(catalogue: PackageCatalogue, kind: PackageKind): string[] {
  if (kind === "voice") return catalogue.voice.map((p) => p.name);
  if (kind === "internet") return allInternet(catalogue).map((p) => p.name);
  return catalogue.peoTv.map((p) => p.name);
}

export type PackagesResult = { kind: "stay"; order: FibreOrder; error: string | null } | { kind: "next"; order: FibreOrder };

/**
 * intent "pick" (kind, name): choose a package the picker offers; "remove" (kind): drop it;
 * "packages-next": on to the details step once a voice package and an internet or PEOTV package are chosen.
 */
export async function packagesAction(op: Operator, formData: FormData, order: FibreOrder): Promise<PackagesResult> {
  const intent = formData.get("intent");
  const kind = kindOf(formData.get("kind"));
  if (intent === "pick" && kind) {
    const name = String(formData.get("name") ?? "");
    const { catalogue, error } = await loadCatalogue(op);
    if (!offered(catalogue, kind).includes(name)) return { kind: "stay", order, error: error ?? t("sw.pkg.unknown") };
    return { kind: "stay", order: { ...order, packages: { ...order.packages, [kind]: name } }, error: null };
  }
  if (intent === "remove" && kind) {
    return { kind: "stay", order: { ...order, packages: { ...order.packages, [kind]: null } }, error: null };
  }
  const problem = packagesProblem(order.packages);
  if (problem) return { kind: "stay", order, error: t(`sw.pkg.${problem}`) };
  return { kind: "next", order };
}
