/**
 * The package catalogues on the server: voice, broadband and PEOTV packages of a sales mode ('SLT Fiber'
 * for the fibre wizards, 'SLT 4G' for the LTE wizard; public calls), as the pickers show them.
 */
import * as sales from "#contracts/sales";
import { t } from "~/i18n/sales-wizard";
import type { Operator } from "~/operator/route.server";
import {
  chosenPackages,
  FIBRE_CONNECTION,
  FIBRE_MODE,
  fibrePackagesProblem,
  isUnlimitedVoice,
  offeredNames,
  PACKAGE_INTENTS,
  packageKindOf,
  voiceOffered,
  type ChosenNames,
  type Connection,
  type InternetItem,
  type PackageCatalogue,
} from "./catalogue";
import { connectionFees } from "./fees.server";

export type SalesMode = "SLT Fiber" | "SLT 4G";

const internetItems = (list: sales.BbPackage[]): InternetItem[] =>
  list.map((p) => ({ name: p.BB_PACKAGE_NAME, gb: p.STANDARD_GB, freeGb: p.FREE_GB || null, rental: p.MONTHLY_RENTAL }));

/**
 * The catalogue of a mode, with the voice packages the connection may take. The operator's groups
 * fill the tabs: 'Any Time Packages' (Standard and Any) and 'Unlimited Packages' (Unlimited and Flash);
 * a flat list (as 4G may answer) is all 'Any Time'. A failed list is empty, with the operator's message.
 */
export async function loadCatalogue(op: Operator, mode: SalesMode, connection: Connection): Promise<{ catalogue: PackageCatalogue; error: string | null }> {
  const [voice, internet, peoTv] = await Promise.all([
    op.data(sales.voicePackages, { Mode: mode }),
    op.data(sales.broadbandPackages, { Mode: mode }),
    op.data(sales.peoTvPackages, { Mode: mode }),
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
  let tabs: PackageCatalogue["internet"] = { any: [], unlimited: [] };
  if (internet.ok) {
    const g = internet.data;
    const grouped = g.Standard.length + g.Any.length + g.Unlimited.length + g.Flash.length > 0;
    tabs = grouped
      ? { any: internetItems([...g.Standard, ...g.Any]), unlimited: internetItems([...g.Unlimited, ...g.Flash]) }
      : { any: internetItems(g.all), unlimited: [] };
  }
  const catalogue: PackageCatalogue = {
    voice: voiceOffered(voiceItems, connection),
    internet: tabs,
    peoTv: peoTv.ok ? peoTv.data.Results.map((p) => ({ name: p.PEO_PACKAGE_NAME, channels: p.NO_OF_CHANNELS, rental: p.MONTHLY_RENTAL })) : [],
  };
  const failed = [voice, internet, peoTv].find((r) => !r.ok);
  return { catalogue, error: failed && !failed.ok ? failed.message : null };
}

/**
 * A picker's post: "pick" (kind, name) chooses a package the catalogue offers, "remove" (kind) drops
 * one. Answers the new choice (with a message when the name is not offered), or null for other posts.
 */
export async function pickerPost(
  formData: FormData,
  names: ChosenNames,
  catalogue: () => Promise<{ catalogue: PackageCatalogue; error: string | null }>,
  unknownMessage: string,
): Promise<{ names: ChosenNames; error: string | null } | null> {
  const intent = formData.get("intent");
  const kind = packageKindOf(formData.get("kind"));
  if (!kind) return null;
  if (intent === PACKAGE_INTENTS.remove) return { names: { ...names, [kind]: null }, error: null };
  if (intent !== PACKAGE_INTENTS.pick) return null;
  const name = String(formData.get("name") ?? "");
  const loaded = await catalogue();
  if (!offeredNames(loaded.catalogue, kind).includes(name)) return { names, error: loaded.error ?? unknownMessage };
  return { names: { ...names, [kind]: name }, error: null };
}

/** The fibre wizards' catalogue (public and signed-in). */
export function loadFibreCatalogue(op: Operator): Promise<{ catalogue: PackageCatalogue; error: string | null }> {
  return loadCatalogue(op, FIBRE_MODE, FIBRE_CONNECTION);
}

/**
 * A post of a fibre wizard's package step: a pick or a remove (the names it leaves, and what it
 * refused), else Next, on once a voice package and an internet or a PEOTV package are chosen.
 */
export async function fibrePackagesPost(
  op: Operator,
  formData: FormData,
  names: ChosenNames,
): Promise<{ names: ChosenNames; error: string | null; next: boolean }> {
  const picked = await pickerPost(formData, names, () => loadFibreCatalogue(op), t("sw.pkg.unknown"));
  if (picked) return { ...picked, next: false };
  const problem = fibrePackagesProblem(names);
  return { names, error: problem ? t(`sw.pkg.${problem}`) : null, next: !problem };
}

/** A summary's packages as the catalogue describes them, the connection fees, and the catalogue's failure. */
export async function summaryPackages(op: Operator, mode: SalesMode, connection: Connection, names: ChosenNames) {
  const [{ catalogue, error }, fees] = await Promise.all([loadCatalogue(op, mode, connection), connectionFees(op)]);
  return { chosen: chosenPackages(names, catalogue), fees, error };
}
