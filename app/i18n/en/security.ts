/** The request-hygiene texts: refused requests and abuse limits (the server and the refusal page only). */
export const security = {
  "error.refusedTitle": "Request refused",
  "error.tooLarge": "What was sent is larger than this portal accepts, so nothing was changed. Documents may be at most 2MB each.",
  "error.tooMany": { one: "Too many attempts. Please try again in a minute.", other: "Too many attempts. Please try again in {count} minutes." },
  "error.repeated": "This request was already received from this page, so it was not sent again.",
  "error.crossSite": "This request did not come from one of this portal's pages, so nothing was changed. Please open the portal and try again there.",
} as const;
