/**
 * Data add-on catalogue rules: 'Independence Day Free Offer' comes
 * first, Data Hamper add-ons show Free, One Time and auto-renewing variants of an add-on are one
 * card with a One Time switch, and the confirm wording depends on the category.
 */
export interface AddonInput {
  id: string;
  name: string;
  description: string | null;
  postprice: string;
  icon_url: string | null;
}

export interface AddonCard {
  /** The one-time package id (or the only one). */
  id: string;
  /** The auto-renewing variant's package id, when the add-on has one. */
  recurrentId: string | null;
  name: string;
  recurrentName: string | null;
  description: string;
  price: string;
  icon: string | null;
}

export interface AddonCategory {
  category: string;
  cards: AddonCard[];
}

export const FIRST_CATEGORY = "Independence Day Free Offer";
export const FREE_CATEGORY = "Data Hamper";
const RENEWING_CATEGORIES = ["Entertainment Unlimited", "Gaming", "YouTube", "Messaging"];
const SEASONAL_CATEGORY = "Seasonal Offer";

const isRecurrent = (a: AddonInput) => /Re\d+D/i.test(a.id) || /auto renewal/i.test(a.name);
/** The id of the other variant: one-time ids carry "OT30D" where recurrent ids carry "Re30D". */
const pairKey = (a: AddonInput) => a.id.replace(/(OT|Re)(\d+D)/i, "*$2");

export function addonCategories(categories: Array<{ category: string; addons: AddonInput[] }>): AddonCategory[] {
  const ordered = [...categories.filter((c) => c.category === FIRST_CATEGORY), ...categories.filter((c) => c.category !== FIRST_CATEGORY)];
  return ordered.map(({ category, addons }) => {
    const recurrent = addons.filter(isRecurrent);
    const cards: AddonCard[] = [];
    for (const a of addons.filter((x) => !isRecurrent(x))) {
      const twin = recurrent.find((r) => pairKey(r) === pairKey(a) && r.id !== a.id);
      cards.push({
        id: a.id,
        recurrentId: twin?.id ?? null,
        name: a.name,
        recurrentName: twin?.name ?? null,
        description: a.description ?? "",
        price: a.postprice,
        icon: a.icon_url,
      });
    }
    // A renewing add-on without a one-time twin is a card of its own.
    for (const r of recurrent.filter((r) => !cards.some((c) => c.recurrentId === r.id))) {
      cards.push({ id: r.id, recurrentId: null, name: r.name, recurrentName: null, description: r.description ?? "", price: r.postprice, icon: r.icon_url });
    }
    return { category, cards };
  });
}

export type ConfirmWording = "recurrent" | "seasonal" | "default";

/** Which of the three confirm texts a category uses. */
export function confirmWording(category: string): ConfirmWording {
  if (RENEWING_CATEGORIES.includes(category)) return "recurrent";
  if (category === SEASONAL_CATEGORY) return "seasonal";
  return "default";
}

/** Find the card and the package id chosen (one-time or recurrent) across categories. */
export function findAddon(categories: AddonCategory[], id: string, oneTime: boolean) {
  for (const c of categories) {
    const card = c.cards.find((x) => x.id === id || x.recurrentId === id);
    if (card) {
      const recurrent = !oneTime && card.recurrentId !== null;
      return {
        category: c.category,
        card,
        packageId: recurrent ? card.recurrentId! : card.id,
        name: recurrent ? (card.recurrentName ?? card.name) : card.name,
      };
    }
  }
  return null;
}
