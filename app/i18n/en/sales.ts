/** Messages every online-sales page may show: the sales layout's header and footer, and the shared fee texts. */
export const sales = {
  "sales.home": "Online sales home",
  "sales.footer.copyright": "© {year} SLT-MOBITEL. All rights reserved.",
  "sales.footer.follow": "Follow us",
  "sales.social.facebook": "Facebook",
  "sales.social.twitter": "X (Twitter)",
  "sales.social.youtube": "YouTube",
  "sales.social.instagram": "Instagram",
  "sales.social.linkedin": "LinkedIn",
  "sales.lkr": "Rs. {amount}",
  "sales.cart.saveBearerFailed": "Save Bearer Invoce failed",
  "sales.cart.saveVoiceFailed": "Save Voice Invoce failed",
  "sales.cart.saveBroadbandFailed": "Save broadband Invoce failed",
  "sales.cart.savePeoTvFailed": "Save PEOTV Invoce failed",
} as const;
