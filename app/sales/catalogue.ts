/**
 * The package catalogues of the online-sales wizards (public fibre, signed-in fibre, 4G LTE): the
 * three kinds of package, what each card shows, which voice packages a connection may take, and how
 * package cards look on every sales page (a fixed palette of 8 colours, the card's colour its
 * position's; carousels show 3 cards, 2 under 500 px).
 */
import { formatNumber } from "~/format";

export type PackageKind = "voice" | "internet" | "peoTv";
export const PACKAGE_KINDS: readonly PackageKind[] = ["voice", "internet", "peoTv"];

/** How the kinds appear in the URL (?pick=voice|internet|peotv). */
export const PICK_PARAM: Record<PackageKind, string> = { voice: "voice", internet: "internet", peoTv: "peotv" };

/** What a package step posts as `intent`: a picker's choice (kind, name) or removal (kind), and Next. */
export const PACKAGE_INTENTS = { pick: "pick", remove: "remove", next: "packages-next" } as const;

export function pickOf(value: string | null): PackageKind | null {
  return PACKAGE_KINDS.find((kind) => PICK_PARAM[kind] === value) ?? null;
}

export function packageKindOf(value: FormDataEntryValue | null): PackageKind | null {
  return PACKAGE_KINDS.find((k) => k === value) ?? null;
}

export type InternetTab = "any" | "unlimited";
export const INTERNET_TABS: readonly InternetTab[] = ["any", "unlimited"];

export function internetTabOf(value: string | null): InternetTab {
  return INTERNET_TABS.find((id) => id === value) ?? "any";
}

/** The picker a package step's URL opens (`?pick=`, for the page without JavaScript) and its internet tab (`?tab=`). */
export function pickerOf(params: URLSearchParams): { pick: PackageKind | null; tab: InternetTab } {
  return { pick: pickOf(params.get("pick")), tab: internetTabOf(params.get("tab")) };
}

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
  /** FREE_GB on top of the standard volume, when the package gives any. */
  freeGb: number | null;
  rental: number;
}

export interface PeoTvItem {
  name: string;
  channels: number | null;
  rental: number;
}

export type PackageItem = VoiceItem | InternetItem | PeoTvItem;

export interface PackageCatalogue {
  voice: VoiceItem[];
  /** 'Any Time Packages' (the Any list) and 'Unlimited Packages' (Unlimited plus Flash). */
  internet: Record<InternetTab, InternetItem[]>;
  peoTv: PeoTvItem[];
}

/** The packages an order has chosen, by name as the catalogue spells it (null: none). */
export type ChosenNames = Record<PackageKind, string | null>;

/** The connection a wizard orders: cVoice (voice only), cBroadBand (no voice) or cBoth. */
export type Connection = "cVoice" | "cBroadBand" | "cBoth";
export const CONNECTIONS: readonly Connection[] = ["cVoice", "cBroadBand", "cBoth"];

/**
 * The voice packages a connection may take: a voice-only line gets 'Voice Pal - Baisc', a line with
 * voice and broadband gets 'Home ' (names exactly as the catalogue spells them).
 */
export function voiceOffered<T extends { name: string }>(list: T[], connection: Connection): T[] {
  if (connection === "cVoice") return list.filter((p) => p.name === "Voice Pal - Baisc");
  if (connection === "cBoth") return list.filter((p) => p.name === "Home ");
  return list;
}

/** The fibre wizards' catalogue: 'SLT Fiber', a line with voice and broadband. */
export const FIBRE_MODE = "SLT Fiber" as const;
export const FIBRE_CONNECTION: Connection = "cBoth";

/**
 * The fibre wizards' package rule (public and signed-in): voice always comes with internet and/or
 * PEOTV, so Next needs a voice package and an internet or a PEOTV package. The first thing missing
 * ('Please select a Voice package.', then 'Please select at least an Internet or a PEOTV package.'), or null.
 */
export function fibrePackagesProblem(names: ChosenNames): "voiceRequired" | "internetOrTvRequired" | null {
  if (!names.voice) return "voiceRequired";
  if (!names.internet && !names.peoTv) return "internetOrTvRequired";
  return null;
}

export function isUnlimitedVoice(name: string): boolean {
  return name.trim() === "Unlimited";
}

export function allInternet(catalogue: PackageCatalogue): InternetItem[] {
  return [...catalogue.internet.any, ...catalogue.internet.unlimited];
}

export function itemsOf(catalogue: PackageCatalogue, kind: PackageKind, tab: InternetTab = "any"): PackageItem[] {
  if (kind === "voice") return catalogue.voice;
  if (kind === "internet") return catalogue.internet[tab];
  return catalogue.peoTv;
}

/** The names a picker of this kind offers (every internet tab together). */
export function offeredNames(catalogue: PackageCatalogue, kind: PackageKind): string[] {
  if (kind === "internet") return allInternet(catalogue).map((p) => p.name);
  return itemsOf(catalogue, kind).map((p) => p.name);
}

export function chosenPackages(names: ChosenNames, catalogue: PackageCatalogue) {
  const { voice, internet, peoTv } = names;
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

// ---------------------------------------------------------------------------
// How cards look

export const PACKAGE_PALETTE_SIZE = 8;

/** The CSS custom property of the nth card's colour (design tokens --color-package-1..8). */
export function packageColour(index: number): string {
  return `var(--color-package-${(index % PACKAGE_PALETTE_SIZE) + 1})`;
}

export const CAROUSEL_SLIDES = { default: 3, under500px: 2 } as const;

/** "LKR + Tax (Per Month)" amounts: whole rupees without decimals, thousands grouped. */
export function formatRental(amount: number): string {
  return formatNumber(amount);
}

/** Class names of the shared carousel and card styles (app/styles/sales.css). */
export const SALES_CAROUSEL_CLASS = "sales-carousel";
export const SALES_PACKAGE_CLASS = "sales-package";

/** Where a package sits in its picker's list decides its colour, on the card and once chosen. */
export function colourIndex(catalogue: PackageCatalogue, kind: PackageKind, name: string): number {
  if (kind === "internet") {
    const any = catalogue.internet.any.findIndex((p) => p.name === name);
    return any >= 0
      ? any
      : Math.max(
          0,
          catalogue.internet.unlimited.findIndex((p) => p.name === name),
        );
  }
  return Math.max(
    0,
    itemsOf(catalogue, kind).findIndex((p) => p.name === name),
  );
}
