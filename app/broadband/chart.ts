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

/**
 * A design token's colour as the page shows it now (the theme's value: tokens are light-dark() pairs),
 * resolved by the browser on a probe element, since a canvas cannot read the custom property itself.
 */
export function cssColour(name: string): string {
  const probe = document.createElement("span");
  probe.style.color = `var(${name})`;
  probe.hidden = true;
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour || "#888";
}

export function chartColours(count: number): string[] {
  return Array.from({ length: count }, (_, i) => cssColour(palette[i % palette.length]!));
}

export { ArcElement, BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, PieController, Tooltip, type Plugin } from "chart.js";
