/** Sinhala: Messages every online-sales page may show: the sales layout's header and footer, and the shared fee texts. */
import type { Translation } from "../catalogue";
import type { sales as en } from "../en/sales";

export const sales = {
  "sales.home": "මාර්ගගත විකුණුම් මුල් පිටුව",
  "sales.footer.copyright": "© {year} SLT-MOBITEL. සියලු හිමිකම් ඇවිරිණි.",
  "sales.footer.follow": "අපව අනුගමනය කරන්න",
  "sales.social.facebook": "Facebook",
  "sales.social.twitter": "X (Twitter)",
  "sales.social.youtube": "YouTube",
  "sales.social.instagram": "Instagram",
  "sales.social.linkedin": "LinkedIn",
  "sales.lkr": "Rs. {amount}",
  "sales.cart.saveBearerFailed": "සම්බන්ධතා ගාස්තු ඉන්වොයිසිය සුරැකීම අසාර්ථකයි",
  "sales.cart.saveVoiceFailed": "හඬ (Voice) ඉන්වොයිසිය සුරැකීම අසාර්ථකයි",
  "sales.cart.saveBroadbandFailed": "බ්‍රෝඩ්බෑන්ඩ් ඉන්වොයිසිය සුරැකීම අසාර්ථකයි",
  "sales.cart.savePeoTvFailed": "PEOTV ඉන්වොයිසිය සුරැකීම අසාර්ථකයි",
} satisfies Translation<typeof en, "si">;
