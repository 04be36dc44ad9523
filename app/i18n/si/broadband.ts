/** Sinhala: The postpaid broadband area: its header, tabs, More menu and no-broadband panel. */
import type { Translation } from "../catalogue";
import type { broadband as en } from "../en/broadband";

export const broadband = {
  "bb.title": "බ්‍රෝඩ්බෑන්ඩ්",
  "bb.tabs": "බ්‍රෝඩ්බෑන්ඩ් පිටු",
  "bb.tabs.current": "බ්‍රෝඩ්බෑන්ඩ්: {section}",
  "bb.tab.summary": "සාරාංශය",
  "bb.tab.dailyUsage": "දෛනික භාවිතය",
  "bb.tab.giftData": "දත්ත තෑගි කිරීම",
  "bb.tab.history": "ඉතිහාසය",
  "bb.tab.redeem": "දත්ත මුදවා ගන්න",
  "bb.tab.happyDay": "Happy Day",
  "bb.tab.more": "තවත්",
  "bb.more.enableReport": "සවිස්තර වාර්තාව සක්‍රිය කරන්න",
  "bb.more.disableReport": "සවිස්තර වාර්තාව අක්‍රිය කරන්න",
  "bb.more.contact": "සම්බන්ධතා තොරතුරු වෙනස් කරන්න",
  "bb.more.password": "බ්‍රෝඩ්බෑන්ඩ් මුරපදය වෙනස් කරන්න",
  "bb.package": "පැකේජය",
  "bb.status": "තත්ත්වය",
  "bb.username": "පරිශීලක නාමය",
  "bb.noBroadband.title": "බ්‍රෝඩ්බෑන්ඩ් සම්බන්ධතාවක් නැත",
  "bb.noBroadband.text": "මෙම ගිණුමට තවම බ්‍රෝඩ්බෑන්ඩ් සේවාවක් නැත. එකක් ඉල්ලා සිටින්න, අපි ඔබව සම්බන්ධ කර ගන්නෙමු.",
  "bb.noBroadband.request": "ඉල්ලන්න",
} satisfies Translation<typeof en, "si">;
