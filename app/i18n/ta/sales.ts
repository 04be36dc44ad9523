/** Tamil: Messages every online-sales page may show: the sales layout's header and footer, and the shared fee texts. */
import type { Translation } from "../catalogue";
import type { sales as en } from "../en/sales";

export const sales = {
  "sales.home": "இணையவழி விற்பனை முகப்பு",
  "sales.footer.copyright": "© {year} SLT-MOBITEL. அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.",
  "sales.footer.follow": "எங்களைப் பின்தொடருங்கள்",
  "sales.social.facebook": "Facebook",
  "sales.social.twitter": "X (Twitter)",
  "sales.social.youtube": "YouTube",
  "sales.social.instagram": "Instagram",
  "sales.social.linkedin": "LinkedIn",
  "sales.lkr": "Rs. {amount}",
  "sales.cart.saveBearerFailed": "இணைப்புக் கட்டண விலைப்பட்டியலைச் சேமிக்க முடியவில்லை",
  "sales.cart.saveVoiceFailed": "குரல் (Voice) விலைப்பட்டியலைச் சேமிக்க முடியவில்லை",
  "sales.cart.saveBroadbandFailed": "பிராட்பேண்ட் விலைப்பட்டியலைச் சேமிக்க முடியவில்லை",
  "sales.cart.savePeoTvFailed": "PEOTV விலைப்பட்டியலைச் சேமிக்க முடியவில்லை",
} satisfies Translation<typeof en, "ta">;
