/** Sinhala: The mobile-operator page. */
import type { Translation } from "../catalogue";
import type { mobile as en } from "../en/mobile";

export const mobile = {
  "mobile.title": "ජංගම",
  "mobile.text": "ඔබේ ජංගම සම්බන්ධතාව, රීලෝඩ් සහ පැකේජ ජංගම සේවා සපයන්නාගේ ස්වයං සේවා වෙබ් අඩවියෙන් කළමනාකරණය කරන්න.",
  "mobile.logo": "ජංගම සේවා සපයන්නා",
  "mobile.go": "යන්න",
  "mobile.goLabel": "ජංගම ස්වයං සේවා වෙබ් අඩවියට යන්න (නව ටැබයක විවෘත වේ)",
} satisfies Translation<typeof en, "si">;
