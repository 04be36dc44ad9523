/** Sinhala: The request-hygiene texts: refused requests and abuse limits (the server and the refusal page only). */
import type { Translation } from "../catalogue";
import type { security as en } from "../en/security";

export const security = {
  "error.refusedTitle": "ඉල්ලීම ප්‍රතික්ෂේප විය",
  "error.tooLarge": "ඔබ එවූ දෑ මෙම වෙබ් අඩවිය පිළිගන්නා ප්‍රමාණයට වඩා විශාල බැවින් කිසිවක් වෙනස් නොකෙරිණි. එක් ලේඛනයක් උපරිම 2MB විය හැක.",
  "error.tooMany": { one: "උත්සාහයන් වැඩියි. කරුණාකර මිනිත්තු {count}කින් නැවත උත්සාහ කරන්න.", other: "උත්සාහයන් වැඩියි. කරුණාකර මිනිත්තු {count}කින් නැවත උත්සාහ කරන්න." },
  "error.repeated": "මෙම ඉල්ලීම මෙම පිටුවෙන් දැනටමත් ලැබී ඇති බැවින් එය නැවත යවනු නොලැබිණි.",
  "error.crossSite": "මෙම ඉල්ලීම මෙම වෙබ් අඩවියේ පිටුවකින් පැමිණියේ නැති බැවින් කිසිවක් වෙනස් නොකෙරිණි. කරුණාකර වෙබ් අඩවිය විවෘත කර එහිදී නැවත උත්සාහ කරන්න.",
} satisfies Translation<typeof en, "si">;
