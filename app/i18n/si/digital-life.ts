/** Sinhala: Digital Life: the partner tiles. The partners are the operator's; the tile descriptions are ours. */
import type { Translation } from "../catalogue";
import type { digitalLife as en } from "../en/digital-life";

export const digitalLife = {
  "dl.title": "ඩිජිටල් ජීවිතය",
  "dl.intro": "ඔබේ නිවසට සහ පවුලට හවුල්කාර සේවා. එක් එක් සේවාව නව ටැබයක විවෘත වේ.",
  "dl.open": "{name} විවෘත කරන්න",
  "dl.newTab": "(නව ටැබයක විවෘත වේ)",
  "dl.duthaya": "Duthaya",
  "dl.duthaya.text": "1 ශ්‍රේණියේ සිට උසස් පෙළ දක්වා පාසල් දරුවන් සඳහා අධ්‍යාපනය.",
  "dl.esport": "eSport",
  "dl.esport.text": "ක්‍රීඩකයන් සඳහා තරඟාවලි සහ ලීග.",
  "dl.kaspersky": "Kaspersky",
  "dl.kaspersky.text": "ඔබේ බ්‍රෝඩ්බෑන්ඩ් ගිණුමෙන් පිවිසෙන, ඔබේ උපාංග සඳහා ආරක්ෂණ මෘදුකාංග.",
  "dl.kaspersky.noBroadband": "Kaspersky සඳහා තෝරාගත් ගිණුමේ බ්‍රෝඩ්බෑන්ඩ් සේවාවක් තිබිය යුතුය.",
  "dl.storage": "SLT Storage",
  "dl.storage.text": "ඔබේ ඡායාරූප සහ ගොනු සඳහා වලාකුළු ගබඩාව.",
  "dl.cctv": "CCTV",
  "dl.cctv.text": "ඔබේ නිවසේ සහ ව්‍යාපාරයේ කැමරා ඕනෑම තැනක සිට නරඹන්න.",
  "dl.smartHome": "ස්මාට් නිවස",
  "dl.smartHome.text": "ඔබේ දුරකථනයෙන් විදුලි පහන්, ප්ලග් සහ සංවේදක පාලනය කරන්න.",
  "dl.esiphala": "eSiphala",
  "dl.esiphala.text": "සිසුන් සඳහා පාඩම් සහ විභාග ප්‍රශ්න පත්‍ර.",
  "dl.lynked": "SLT Lynked",
  "dl.lynked.text": "ප්‍රාදේශීය ව්‍යාපාර සහ සේවා සමඟ සම්බන්ධ වන්න.",
} satisfies Translation<typeof en, "si">;
