/** Tamil: The mobile-operator page. */
import type { Translation } from "../catalogue";
import type { mobile as en } from "../en/mobile";

export const mobile = {
  "mobile.title": "கைபேசி",
  "mobile.text": "உங்கள் கைபேசி இணைப்பு, ரீலோட் மற்றும் பேக்கேஜ்களைக் கைபேசி சேவை வழங்குநரின் சுய சேவைத் தளத்தில் நிர்வகிக்கவும்.",
  "mobile.logo": "கைபேசி சேவை வழங்குநர்",
  "mobile.go": "செல்க",
  "mobile.goLabel": "கைபேசி சுய சேவைத் தளத்திற்குச் செல்க (புதிய தாவலில் திறக்கும்)",
} satisfies Translation<typeof en, "ta">;
