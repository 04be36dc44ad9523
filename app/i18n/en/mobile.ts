/** The mobile-operator page. */
export const mobile = {
  "mobile.title": "Mobile",
  "mobile.text": "Manage your mobile connection, reloads and packages on the mobile operator's self-care site.",
  "mobile.logo": "Mobile operator",
  "mobile.go": "Go",
  "mobile.goLabel": "Go to the mobile self-care site (opens in a new tab)",
} as const;
