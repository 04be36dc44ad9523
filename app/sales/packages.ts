/**
 * How package cards look on every sales page: a fixed palette of 8 colours (the card's colour is
 * its position's, cycling), and how many cards a carousel shows at once (3; 2 under 500 px).
 */
export const PACKAGE_PALETTE_SIZE = 8;

/** The CSS custom property of the nth card's colour (design tokens --color-package-1..8). */
export function packageColour(index: number): string {
  return `var(--color-package-${(index % PACKAGE_PALETTE_SIZE) + 1})`;
}

export const CAROUSEL_SLIDES = { default: 3, under500px: 2 } as const;

/** "LKR + Tax (Per Month)" amounts: whole rupees without decimals, thousands grouped. */
export function formatRental(amount: number): string {
  return new Intl.NumberFormat("en-LK", { maximumFractionDigits: 2 }).format(amount);
}

/** Class names of the shared carousel and card styles (app/styles/sales.css). */
export const SALES_CAROUSEL_CLASS = "sales-carousel";
export const SALES_PACKAGE_CLASS = "sales-package";
