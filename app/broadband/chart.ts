/** chart.js for the lazy chart components (never imported by a route module), and chart colours: they come from the design's CSS custom properties (app/styles/app.css), read at draw time. */
const palette = [
  "--color-primary",
  "--color-accent",
  "--color-focus",
  "--color-danger",
  "--color-primary-strong",
  "--color-accent-strong",
  "--color-text-muted",
  "--color-border",
];

export function chartColours(count: number): string[] {
  const css = getComputedStyle(document.documentElement);
  return Array.from({ length: count }, (_, i) => css.getPropertyValue(palette[i % palette.length]!).trim() || "#888");
}

export const cssColour = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

export { ArcElement, BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, PieController, Tooltip, type Plugin } from "chart.js";
