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
} as const;
