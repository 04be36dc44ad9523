#!/usr/bin/env node
// The order PDFs' header and footer images (app/sales/order-pdf.server.ts): the operator's mark on a band of its
// blue, and the footer band, drawn once in Debian's Chromium from the design tokens' colours and kept as small
// JPEGs in app/sales/ (jsPDF embeds a JPEG as it is, a PNG as raw pixels; the texts stay text, from the catalogue, drawn over them).
// Run after changing the tokens' colours or the mark (app/components/Logo.tsx); the files are committed.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const tokens = readFileSync(path.join(root, "app/styles/tokens.css"), "utf8");
const colour = (name) => `#${new RegExp(`--${name}:\\s*(?:light-dark\\()?#([0-9a-f]{6})`, "i").exec(tokens)[1]}`;
const [primary, strong, accent, onPrimary] = ["color-primary", "color-primary-strong", "color-accent", "color-on-primary"].map(colour);

// 5 px per millimetre of the A4 page (210 mm): the header band is 28 mm high, the footer band 18 mm.
const images = [
  {
    file: "receipt-header.jpg",
    width: 1050,
    height: 140,
    html: `<div style="width:1050px;height:140px;background:linear-gradient(100deg, ${primary} 55%, ${strong});position:relative;overflow:hidden">
      <div style="position:absolute;right:-60px;top:-90px;width:320px;height:320px;border-radius:50%;background:${onPrimary};opacity:.08"></div>
      <svg width="104" height="104" viewBox="0 0 36 36" style="position:absolute;right:48px;top:18px">
        <circle cx="18" cy="18" r="17" fill="${onPrimary}" />
        <circle cx="18" cy="18" r="14.5" fill="${primary}" />
        <path d="M9 22c4-9 14-9 18 0" stroke="${accent}" stroke-width="3.5" fill="none" stroke-linecap="round" />
        <circle cx="18" cy="24" r="3" fill="${onPrimary}" />
      </svg></div>`,
  },
  {
    file: "receipt-footer.jpg",
    width: 1050,
    height: 90,
    html: `<div style="width:1050px;height:90px;background:${strong};position:relative">
      <div style="position:absolute;left:0;right:0;top:0;height:8px;background:linear-gradient(90deg, ${accent}, ${primary})"></div></div>`,
  },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const image of images) {
  await page.setViewportSize({ width: image.width, height: image.height });
  await page.setContent(`<!doctype html><body style="margin:0">${image.html}</body>`);
  const jpeg = await page.screenshot({ clip: { x: 0, y: 0, width: image.width, height: image.height }, type: "jpeg", quality: 90 });
  writeFileSync(path.join(root, "app/sales", image.file), jpeg);
  console.log(`app/sales/${image.file}: ${jpeg.length} bytes`);
}
await browser.close();
