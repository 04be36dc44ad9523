/**
 * What the summary shows, read from the URL so every view works without JavaScript:
 * ?pane= (the usage pane), ?panel= (Package Upgrade, Get Extra GB, Get data Add-ons) and the
 * step state of each panel.
 */
export const paneKeys = ["base", "extraGB", "bonusData", "addOns", "freeData"] as const;
export type PaneKey = (typeof paneKeys)[number];
export const panelKeys = ["usage", "upgrade", "extraGb", "addons"] as const;
export type PanelKey = (typeof panelKeys)[number];
export const extraGbSteps = ["select", "type", "confirm"] as const;
export type ExtraGbStep = (typeof extraGbSteps)[number];
export type PayType = "bill" | "now";

export interface SummaryView {
  panel: PanelKey;
  pane: PaneKey;
  /** Unsubscribe confirm: the add-on's subscription id and timestamp. */
  unsub: { id: string; ts: string } | null;
  extraGb: { step: ExtraGbStep; pkg: string | null; pay: PayType | null };
  addons: { cat: number; addon: string | null; oneTime: boolean };
  upgrade: { kind: "any" | "unlimited"; target: string | null };
}

const pick = <T extends string>(list: readonly T[], value: string | null, fallback: T): T => list.find((v) => v === value) ?? fallback;

export function readView(params: URLSearchParams): SummaryView {
  const unsubId = params.get("unsub");
  const pay = params.get("pay");
  return {
    panel: pick(panelKeys, params.get("panel"), "usage"),
    pane: pick(paneKeys, params.get("pane"), "base"),
    unsub: unsubId ? { id: unsubId, ts: params.get("ts") ?? "" } : null,
    extraGb: { step: pick(extraGbSteps, params.get("step"), "select"), pkg: params.get("pkg") || null, pay: pay === "bill" || pay === "now" ? pay : null },
    addons: { cat: Math.max(0, Number(params.get("cat")) || 0), addon: params.get("addon") || null, oneTime: params.get("recurrent") !== "1" },
    upgrade: { kind: params.get("kind") === "unlimited" ? "unlimited" : "any", target: params.get("upgrade") || null },
  };
}

/** A summary URL with these query values (empty values dropped). */
export function summaryHref(values: Record<string, string | number | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v !== null && v !== undefined && v !== "") q.set(k, String(v));
  const s = q.toString();
  return s ? `/boardBand/summary?${s}` : "/boardBand/summary";
}
