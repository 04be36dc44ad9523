/** Sinhala: The Voice page: My Package and Call Forwarding. */
import type { Translation } from "../catalogue";
import type { voice as en } from "../en/voice";

export const voice = {
  "voice.title": "හඬ (Voice)",
  "voice.tabs": "හඬ සේවා පිටු",
  "voice.tab.myPackage": "මගේ පැකේජය",
  "voice.tab.callForwarding": "ඇමතුම් යොමු කිරීම",
  "voice.services": "ඔබේ හඬ සේවා",
  "voice.number": "අංකය",
  "voice.package": "පැකේජය",
  "voice.status": "තත්ත්වය",
  "voice.none": "මෙම ගිණුමේ ඔබට හඬ සේවාවක් නැත.",
  "voice.cf.intro": "{line} වෙත එන ඇමතුම් වෙනත් අංකයකට යොමු කරන්න.",
  "voice.cf.activeTo": "{line} වෙත එන ඇමතුම් මෙම අංකයට යොමු කෙරේ.",
  "voice.cf.number": "යොමු කරන අංකය",
  "voice.cf.numberPlaceholder": "0XXXXXXXXX",
  "voice.cf.agree": "ඇමතුම් යොමු කිරීමේ නියම සහ කොන්දේසිවලට මම එකඟ වෙමි",
  "voice.cf.subscribe": "දායක වන්න",
  "voice.cf.unsubscribe": "දායකත්වය අත්හරින්න",
  "voice.cf.confirmTitle": "ඇමතුම් යොමු කිරීම නවත්වන්න",
  "voice.cf.confirm": "{number} වෙත ඇමතුම් යොමු කිරීම නවත්වන්නද?",
  "voice.cf.subscribed": "{number} වෙත ඇමතුම් යොමු කිරීම සක්‍රිය කෙරිණි",
  "voice.cf.unsubscribed": "ඇමතුම් යොමු කිරීම අක්‍රිය කෙරිණි",
  "voice.cf.invalidNumber": "වලංගු අංකයක් ඇතුළත් කරන්න",
  "voice.cf.pleaseAgree": "කරුණාකර කොන්දේසිවලට එකඟ වන්න",
} satisfies Translation<typeof en, "si">;
