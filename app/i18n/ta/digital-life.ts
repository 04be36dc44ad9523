/** Tamil: Digital Life: the partner tiles. The partners are the operator's; the tile descriptions are ours. */
import type { Translation } from "../catalogue";
import type { digitalLife as en } from "../en/digital-life";

export const digitalLife = {
  "dl.title": "டிஜிட்டல் வாழ்க்கை",
  "dl.intro": "உங்கள் வீட்டுக்கும் குடும்பத்துக்குமான கூட்டாளர் சேவைகள். ஒவ்வொன்றும் புதிய தாவலில் திறக்கும்.",
  "dl.open": "{name}-ஐத் திற",
  "dl.newTab": "(புதிய தாவலில் திறக்கும்)",
  "dl.duthaya": "Duthaya",
  "dl.duthaya.text": "தரம் 1 முதல் உயர்தரம் வரையான பாடசாலை மாணவர்களுக்கான கல்வி.",
  "dl.esport": "eSport",
  "dl.esport.text": "விளையாட்டாளர்களுக்கான போட்டிகளும் லீக்குகளும்.",
  "dl.kaspersky": "Kaspersky",
  "dl.kaspersky.text": "உங்கள் பிராட்பேண்ட் கணக்கின் மூலம் உள்நுழையும், உங்கள் சாதனங்களுக்கான பாதுகாப்பு மென்பொருள்.",
  "dl.kaspersky.noBroadband": "Kaspersky-க்குத் தெரிவுசெய்த கணக்கில் பிராட்பேண்ட் சேவை இருக்க வேண்டும்.",
  "dl.storage": "SLT Storage",
  "dl.storage.text": "உங்கள் புகைப்படங்களுக்கும் கோப்புகளுக்குமான கிளவுட் சேமிப்பகம்.",
  "dl.cctv": "CCTV",
  "dl.cctv.text": "உங்கள் வீட்டு மற்றும் வணிகக் கமராக்களை எங்கிருந்தும் பார்வையிடுங்கள்.",
  "dl.smartHome": "ஸ்மார்ட் வீடு",
  "dl.smartHome.text": "உங்கள் தொலைபேசியிலிருந்து விளக்குகள், பிளக்குகள் மற்றும் உணரிகளைக் கட்டுப்படுத்துங்கள்.",
  "dl.esiphala": "eSiphala",
  "dl.esiphala.text": "மாணவர்களுக்கான பாடங்களும் பரீட்சை வினாத்தாள்களும்.",
  "dl.lynked": "SLT Lynked",
  "dl.lynked.text": "உள்ளூர் வணிகங்களுடனும் சேவைகளுடனும் இணைந்திருங்கள்.",
} satisfies Translation<typeof en, "ta">;
