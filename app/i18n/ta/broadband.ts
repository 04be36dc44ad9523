/** Tamil: The postpaid broadband area: its header, tabs, More menu and no-broadband panel. */
import type { Translation } from "../catalogue";
import type { broadband as en } from "../en/broadband";

export const broadband = {
  "bb.title": "பிராட்பேண்ட்",
  "bb.tabs": "பிராட்பேண்ட் பக்கங்கள்",
  "bb.tabs.current": "பிராட்பேண்ட்: {section}",
  "bb.tab.summary": "சுருக்கம்",
  "bb.tab.dailyUsage": "தினசரி பயன்பாடு",
  "bb.tab.giftData": "டேட்டா பரிசளிப்பு",
  "bb.tab.history": "வரலாறு",
  "bb.tab.redeem": "டேட்டா மீட்பு",
  "bb.tab.happyDay": "Happy Day",
  "bb.tab.more": "மேலும்",
  "bb.more.enableReport": "விரிவான அறிக்கையை இயக்கு",
  "bb.more.disableReport": "விரிவான அறிக்கையை நிறுத்து",
  "bb.more.contact": "தொடர்புத் தகவலை மாற்று",
  "bb.more.password": "பிராட்பேண்ட் கடவுச்சொல்லை மாற்று",
  "bb.package": "பேக்கேஜ்",
  "bb.status": "நிலை",
  "bb.username": "பயனர் பெயர்",
  "bb.noBroadband.title": "பிராட்பேண்ட் இணைப்பு இல்லை",
  "bb.noBroadband.text": "இந்தக் கணக்கில் இன்னும் பிராட்பேண்ட் சேவை இல்லை. கோரிக்கை விடுத்தால் நாங்கள் உங்களைத் தொடர்புகொள்வோம்.",
  "bb.noBroadband.request": "கோருக",
} satisfies Translation<typeof en, "ta">;
