/** Tamil: The request-hygiene texts: refused requests and abuse limits (the server and the refusal page only). */
import type { Translation } from "../catalogue";
import type { security as en } from "../en/security";

export const security = {
  "error.refusedTitle": "கோரிக்கை நிராகரிக்கப்பட்டது",
  "error.tooLarge": "அனுப்பப்பட்டவை இந்தத் தளம் ஏற்கும் அளவைவிடப் பெரியவை, எனவே எதுவும் மாற்றப்படவில்லை. ஒவ்வொரு ஆவணமும் அதிகபட்சம் 2MB ஆக இருக்கலாம்.",
  "error.tooMany": { one: "அதிகமான முயற்சிகள். {count} நிமிடத்தில் மீண்டும் முயற்சிக்கவும்.", other: "அதிகமான முயற்சிகள். {count} நிமிடங்களில் மீண்டும் முயற்சிக்கவும்." },
  "error.repeated": "இந்தக் கோரிக்கை இந்தப் பக்கத்திலிருந்து ஏற்கனவே பெறப்பட்டுவிட்டது, எனவே மீண்டும் அனுப்பப்படவில்லை.",
  "error.crossSite": "இந்தக் கோரிக்கை இந்தத் தளத்தின் பக்கங்களில் ஒன்றிலிருந்து வரவில்லை, எனவே எதுவும் மாற்றப்படவில்லை. தளத்தைத் திறந்து அங்கிருந்து மீண்டும் முயற்சிக்கவும்.",
} satisfies Translation<typeof en, "ta">;
