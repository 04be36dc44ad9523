/**
 * The LTE wizard's package rules, in the browser and on the server: which package kinds a connection
 * takes, what a connection needs before Next (and again before Add to Cart), and which chosen
 * packages a new connection keeps.
 */
import type { MessageKey } from "~/i18n/sales-lte";
import { type ChosenNames, type Connection, type PackageCatalogue, type PackageKind } from "~/sales/catalogue";

export const LTE_MODE = "SLT 4G" as const;

/** Voice only, broadband only, or both; a PEO TV card too wherever the catalogue offers one. */
export function kindsOf(connection: Connection, catalogue: PackageCatalogue): PackageKind[] {
  const kinds: PackageKind[] = connection === "cVoice" ? ["voice"] : connection === "cBroadBand" ? ["internet"] : ["voice", "internet"];
  return catalogue.peoTv.length > 0 ? [...kinds, "peoTv"] : kinds;
}

type Missing = "internet" | "voice" | "either";

/** What the connection still lacks: broadband only needs an internet package, voice only a voice package, both at least one. */
function missingPackage(connection: Connection, names: ChosenNames): Missing | null {
  if (connection === "cBroadBand") return names.internet ? null : "internet";
  if (connection === "cVoice") return names.voice ? null : "voice";
  return names.voice || names.internet ? null : "either";
}

const PACKAGE_STEP: Record<Missing, MessageKey> = {
  internet: "lte.pkg.internetRequired",
  voice: "lte.pkg.voiceRequired",
  either: "lte.pkg.anyRequired",
};

const CART_ADD: Record<Missing, MessageKey> = {
  internet: "lte.cart.internetRequired",
  voice: "lte.cart.voiceRequired",
  either: "lte.cart.bothRequired",
};

/** The package step's Next: 'Please select an internet package.', 'Please select an Voice package.' or 'Please select a package'. */
export function packagesProblem(connection: Connection, names: ChosenNames): MessageKey | null {
  const missing = missingPackage(connection, names);
  return missing ? PACKAGE_STEP[missing] : null;
}

/** Add to Cart's own check, in its own words ('It is required to select …'). */
export function cartProblem(connection: Connection, names: ChosenNames): MessageKey | null {
  const missing = missingPackage(connection, names);
  return missing ? CART_ADD[missing] : null;
}

/**
 * The packages a new connection keeps: no voice on broadband only, no internet on voice only, a
 * voice package only while the connection offers it ('Voice Pal - Baisc' alone, 'Home ' with both),
 * and a PEO TV package only while the 'SLT 4G' catalogue offers it (the simulator's offers none).
 */
export function keptPackages(names: ChosenNames, connection: Connection, catalogue: PackageCatalogue): ChosenNames {
  const voiceKept = connection !== "cBroadBand" && names.voice !== null && catalogue.voice.some((p) => p.name === names.voice);
  const tvKept = names.peoTv !== null && catalogue.peoTv.some((p) => p.name === names.peoTv);
  return { voice: voiceKept ? names.voice : null, internet: connection === "cVoice" ? null : names.internet, peoTv: tvKept ? names.peoTv : null };
}
