/** Sinhala: My Profile: the profile form, its OTP step and deleting the profile. */
import type { Translation } from "../catalogue";
import type { profile as en } from "../en/profile";

export const profile = {
  "profile.title": "මගේ පැතිකඩ",
  "profile.loggedAs": "ඔබ {type} පරිශීලකයෙකු ලෙස පිවිස ඇත",
  "profile.avatar": "{name} ගේ පැතිකඩ පින්තූරය",
  "profile.delete": "පැතිකඩ මකන්න",
  "profile.altEmail": "විකල්ප ඊමේල් ලිපිනය",
  "profile.altMobile": "විකල්ප ජංගම දුරකථන අංකය",
  "profile.name": "නම",
  "profile.update": "යාවත්කාලීන කරන්න",
  "profile.updated": "ඔබේ පැතිකඩ යාවත්කාලීන කර ඇත.",
  "profile.otp.title": "ඔබේ විකල්ප සම්බන්ධතා තොරතුර තහවුරු කරන්න",
  "profile.otp.sent": "අපි {contact} වෙත ඉලක්කම් 6ක කේතයක් එවූවෙමු. ඔබේ පැතිකඩ සුරැකීමට එය ඇතුළත් කරන්න.",
  "profile.otp.resent": "අපි {contact} වෙත නව කේතයක් එවූවෙමු.",
  "profile.otp.label": "OTP කේතය",
  "profile.otp.verify": "තහවුරු කරන්න",
  "profile.otp.resend": "නැවත එවන්න",
  "profile.otp.back": "ආපසු",
  "profile.delete.title": "පැතිකඩ මකන්න",
  "profile.delete.confirm": "ඔබේ පැතිකඩ මකා දැමීමට ඔබට අවශ්‍යද? ඔබ සම්බන්ධ කළ සම්බන්ධතා ඉවත් කෙරෙන අතර ඔබ ස්වයංක්‍රීයව ඉවත් වනු ඇත.",
  "profile.delete.password": "මුරපදය",
  "profile.delete.continue": "මකන්න",
  "profile.delete.cancel": "අවලංගු කරන්න",
  "validation.email": "වලංගු ඊමේල් ලිපිනයක් ඇතුළත් කරන්න",
  "validation.mobile": "වලංගු ජංගම දුරකථන අංකයක් ඇතුළත් කරන්න",
  "profile.validation.otp": "වලංගු OTP කේතයක් ඇතුළත් කරන්න",
  "validation.name": "නම හිස්ව තැබිය නොහැක",
  "validation.password": "කරුණාකර ඔබේ මුරපදය ඇතුළත් කරන්න",
} satisfies Translation<typeof en, "si">;
