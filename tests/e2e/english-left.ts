/**
 * No English left on a page in Sinhala or Tamil: its visible texts and its aria-label, title,
 * placeholder and alt attributes, without what may stay in Latin letters (the glossary's brand names
 * and codes, and what the operator sends as it sends it). What remains is listed.
 */
import type { Page } from "@playwright/test";
import { billModes } from "../../fixtures/bills";
import { addOnCategories, broadbandPackages } from "../../fixtures/broadband";
import { addOns as prepaidAddOns, mainPackages as prepaidPackages } from "../../fixtures/prepaid";
import { tvPackages } from "../../fixtures/tv";
import { givenNames, surnames } from "../../fixtures/names";
import { cities } from "../../fixtures/cities";
import { protocolNames } from "../../fixtures/broadband";
import { timelyPayRewards } from "../../fixtures/prepaid";
import { broadbandGroups, broadbandPackages as salesBroadband, demoStreets, peoTvPackages as salesTv, voicePackages as salesVoice } from "../../fixtures/sales";
import { tvMovies } from "../../fixtures/tv";

const BRANDS = [
  "SLT-MOBITEL",
  "SLTMOBITEL",
  "SLT",
  "Mobitel",
  "PEO TV",
  "PEOTVGO",
  "PEOTV",
  "Extra GB",
  "Happy Day",
  "MySLT",
  "e-Bill",
  "eBill",
  "SMS",
  "OTP",
  "NIC",
  "GB",
  "MB",
  "LKR",
  "Rs",
  "4G LTE",
  "4G",
  "LTE",
  "ADSL",
  "Megaline",
  "Fibre",
  "Fiber",
  "Google",
  "Facebook",
  "Wi-Fi",
  "IDD",
  "VOD",
  "IPTV",
  "Visa",
  "Mastercard",
  "American Express",
  // The card schemes' wordmarks in their marks.
  "VISA",
  "AMEX",
  "YouTube",
  "Instagram",
  "LinkedIn",
  "Twitter",
  "Voice",
  "Add-ons",
  // Digital Life's products, named as the operator names them.
  "Kaspersky",
  "Duthaya",
  "eSport",
  "CCTV",
  "eSiphala",
  "Lynked",
  "Storage",
  // The language switcher names English in English.
  "English",
  // Product and brand names of the online sales, the titles the forms keep, and file formats.
  "SLT FIBRE",
  "SLT Fiber",
  "Mr",
  "Mrs",
  "Ms",
  "png",
  "jpg",
  "jpeg",
];

/** What the operator sends, shown as sent: packages, buckets, add-ons and their categories, statuses, history entries, offers. */
const OPERATOR_TEXTS = [
  ...broadbandPackages.flatMap((p) => [p.name, p.description]),
  ...addOnCategories.flatMap((c) => [c.category, ...c.addons.flatMap((a) => [a.name, a.description])]),
  ...[...prepaidPackages, ...prepaidAddOns].map((p) => p.name),
  ...tvPackages.map((p) => p.name),
  ...billModes.map((m) => m.bill_code_desc),
  "Total Usage",
  "Standard Usage",
  "Free Usage (Night)",
  "Any Time Usage",
  "Loyalty",
  "Fibre Family Free Data",
  "Auto Renewal",
  "Data Add-on",
  "Free Data",
  "Add to Bill",
  "Pay Now",
  "ACTIVE",
  "Active",
  "INACTIVE",
  "SUSPENDED",
  "NORMAL",
  "THROTTLED",
  "Resolved",
  "Closed",
  "EMAIL",
  "MOBILE",
  "Fibre Voice",
  ...["PEO TV Silver", "PEO TV Gold", "PEO TV Platinum", "PEO TV Titanium"],
  "Timely Pay Reward - PEO TV Movie Pack",
  ...givenNames,
  ...surnames,
  // The online sales' catalogue, as the operator names its groups and packages.
  ...broadbandGroups,
  ...Object.values(salesBroadband).flatMap((groups) => Object.values(groups).flatMap((list) => list.map((p) => p.BB_PACKAGE_NAME))),
  ...Object.values(salesTv).flatMap((list) => list.map((p) => p.PEO_PACKAGE_NAME)),
  ...Object.values(salesVoice).flatMap((list) => list.map((p) => p.VOICE_PACKAGE_NAME.trim())),
  // The protocols of the daily report, the movies of the TV site and the timely-pay offers, as sent.
  ...protocolNames,
  ...tvMovies.map((m) => m.title),
  ...timelyPayRewards.map((r) => r.packageName),
  // An order's address, as the customer gave it (the order personas' streets and towns).
  ...demoStreets,
  ...cities.map((c) => c.city),
].filter(Boolean);

export async function englishLeft(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const value = node.textContent?.trim();
      if (!el || !value || el.closest("script, style, noscript, [hidden]")) continue;
      if (!el.checkVisibility() && !el.closest(".visually-hidden")) continue;
      found.push(value);
    }
    for (const el of document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = el.getAttribute(name);
        if (value) found.push(value);
      }
    }
    found.push(document.title);
    return found;
  });
  const allowed = [...OPERATOR_TEXTS, ...BRANDS].sort((a, b) => b.length - a.length);
  const left = new Set<string>();
  for (const value of texts) {
    let rest = value
      .replace(/\S+@\S+/g, " ") // user ids and e-mail addresses
      .replace(/\b(www\.)?[\w-]+\.(lk|com)\b/g, " ") // web addresses such as slt.lk
      .replace(/\b[A-Z]{2,}\d[\w-]*\b/g, " ") // references such as FLT2607100057, IPTV112100047
      .replace(/\b\d*[xX]{6,}\b/g, " ") // a number's form, such as 0xxxxxxxxx or 07XXXXXXXX
      .replace(/\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/g, " "); // an offer's billing period, as the operator sends it
    for (const phrase of allowed) rest = rest.split(phrase).join(" ");
    for (const word of rest.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []) {
      if (word.length > 1) left.add(word);
    }
  }
  return [...left].sort();
}
