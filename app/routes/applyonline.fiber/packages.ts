/**
 * The packages step's rules, shared by the page and its action: what each picker offers, and what
 * Next needs (a voice package, and an internet or a PEOTV package).
 */
import type { FibreOrder, FibreOrderPackages } from "./state";

export type PackageKind = "voice" | "internet" | "peoTv";
export const PACKAGE_KINDS: readonly PackageKind[] = ["voice", "internet", "peoTv"];

/** How the kinds appear in the URL (?pick=voice|internet|peotv). */
export const PICK_PARAM: Record<PackageKind, string> = { voice: "voice", internet: "internet", peoTv: "peotv" };

export function pickOf(value: string | null): PackageKind | null {
  return PACKAGE_KINDS.find((kind) => PICK_PARAM[kind] === value) ?? null;
}

export type InternetTab = "any" | "unlimited";
export const INTERNET_TABS: readonly InternetTab[] = ["any", "unlimited"];

export interface VoiceItem {
  name: string;
  freeMinutes: string | null;
  phoneUnit: string | null;
  rental: number;
  /** Every voice package but the one named Unlimited charges for calls beyond its free minutes. */
  callCharges: boolean;
}

export interface InternetItem {
  name: string;
  /** STANDARD_GB; 0 means unlimited data. */
  gb: number;
  rental: number;
}

export interface PeoTvItem {
  name: string;
  channels: number | null;
  rental: number;
}

export interface PackageCatalogue {
  voice: VoiceItem[];
  /** 'Any Time Packages' (the Any list) and 'Unlimited Packages' (Unlimited plus Flash). */
  internet: Record<InternetTab, InternetItem[]>;
  peoTv: PeoTvItem[];
}

/** The connection a wizard orders: cVoice (voice only), cBroadBand (no voice) or cBoth. */
export type Connection = "cVoice" | "cBroadBand" | "cBoth";
/** The public fibre wizard always orders voice with internet and/or PEOTV. */
export const FIBRE_CONNECTION: Connection = "cBoth";

/**
 * The voice packages a connection may take: a voice-only line gets 'Voice Pal - Baisc', a line with
 * voice and broadband gets 'Home ' (names exactly as the catalogue spells them).
 */
export function voiceOffered<T extends { name: string }>(list: T[], connection: Connection): T[] {
  if (connection === "cVoice") return list.filter((p) => p.name === "Voice Pal - Baisc");
  if (connection === "cBoth") return list.filter((p) => p.name === "Home ");
  return list;
}

export function isUnlimitedVoice(name: string): boolean {
  return name.trim() === "Unlimited";
}

/** The first thing missing before the details step may open, or null when the packages are complete. */
export function packagesProblem(packages: FibreOrderPackages): "voiceRequired" | "internetOrTvRequired" | null {
  if (!packages.voice) return "voiceRequired";
  if (!packages.internet && !packages.peoTv) return "internetOrTvRequired";
  return null;
}

export function allInternet(catalogue: PackageCatalogue): InternetItem[] {
  return [...catalogue.internet.any, ...catalogue.internet.unlimited];
}

export function chosenPackages(order: FibreOrder, catalogue: PackageCatalogue) {
  const { voice, internet, peoTv } = order.packages;
  return {
    voice: voice ? (catalogue.voice.find((p) => p.name === voice) ?? null) : null,
    internet: internet ? (allInternet(catalogue).find((p) => p.name === internet) ?? null) : null,
    peoTv: peoTv ? (catalogue.peoTv.find((p) => p.name === peoTv) ?? null) : null,
  };
}

export type ChosenPackages = ReturnType<typeof chosenPackages>;

/** The sum of the chosen packages' monthly rentals (before tax). */
export function monthlyRental(chosen: ChosenPackages): number {
  return (chosen.voice?.rental ?? 0) + (chosen.internet?.rental ?? 0) + (chosen.peoTv?.rental ?? 0);
}
