/** Tamil: The Voice page: My Package and Call Forwarding. */
import type { Translation } from "../catalogue";
import type { voice as en } from "../en/voice";

export const voice = {
  "voice.title": "குரல் (Voice)",
  "voice.tabs": "குரல் சேவைப் பக்கங்கள்",
  "voice.tab.myPackage": "எனது பேக்கேஜ்",
  "voice.tab.callForwarding": "அழைப்பு திசைதிருப்பல்",
  "voice.services": "உங்கள் குரல் சேவைகள்",
  "voice.number": "எண்",
  "voice.package": "பேக்கேஜ்",
  "voice.status": "நிலை",
  "voice.none": "இந்தக் கணக்கில் உங்களுக்குக் குரல் சேவை இல்லை.",
  "voice.cf.intro": "{line} எண்ணுக்கு வரும் அழைப்புகளை வேறொரு எண்ணுக்குத் திசைதிருப்புங்கள்.",
  "voice.cf.activeTo": "{line} எண்ணுக்கு வரும் அழைப்புகள் இந்த எண்ணுக்குத் திசைதிருப்பப்படுகின்றன.",
  "voice.cf.number": "திசைதிருப்பும் எண்",
  "voice.cf.numberPlaceholder": "0XXXXXXXXX",
  "voice.cf.agree": "அழைப்பு திசைதிருப்பலின் விதிமுறைகள் மற்றும் நிபந்தனைகளை ஏற்றுக்கொள்கிறேன்",
  "voice.cf.subscribe": "சந்தா செய்",
  "voice.cf.unsubscribe": "சந்தாவை நிறுத்து",
  "voice.cf.confirmTitle": "அழைப்பு திசைதிருப்பலை நிறுத்து",
  "voice.cf.confirm": "{number} எண்ணுக்கு அழைப்புகளைத் திசைதிருப்புவதை நிறுத்தவா?",
  "voice.cf.subscribed": "{number} எண்ணுக்கு அழைப்பு திசைதிருப்பல் செயல்படுத்தப்பட்டது",
  "voice.cf.unsubscribed": "அழைப்பு திசைதிருப்பல் நிறுத்தப்பட்டது",
  "voice.cf.invalidNumber": "சரியான எண்ணை உள்ளிடவும்",
  "voice.cf.pleaseAgree": "நிபந்தனையை ஏற்றுக்கொள்ளவும்",
} satisfies Translation<typeof en, "ta">;
