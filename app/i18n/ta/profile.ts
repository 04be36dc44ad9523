/** Tamil: My Profile: the profile form, its OTP step and deleting the profile. */
import type { Translation } from "../catalogue";
import type { profile as en } from "../en/profile";

export const profile = {
  "profile.title": "எனது சுயவிவரம்",
  "profile.loggedAs": "நீங்கள் {type} பயனராக உள்நுழைந்துள்ளீர்கள்",
  "profile.avatar": "{name} அவர்களின் சுயவிவரப் படம்",
  "profile.delete": "சுயவிவரத்தை நீக்கு",
  "profile.altEmail": "மாற்று மின்னஞ்சல்",
  "profile.altMobile": "மாற்றுக் கைபேசி எண்",
  "profile.name": "பெயர்",
  "profile.update": "புதுப்பி",
  "profile.updated": "உங்கள் சுயவிவரம் புதுப்பிக்கப்பட்டது.",
  "profile.otp.title": "உங்கள் மாற்றுத் தொடர்பைச் சரிபார்க்கவும்",
  "profile.otp.sent": "{contact}-க்கு 6 இலக்கக் குறியீட்டை அனுப்பியுள்ளோம். உங்கள் சுயவிவரத்தைச் சேமிக்க அதை உள்ளிடவும்.",
  "profile.otp.resent": "{contact}-க்குப் புதிய குறியீட்டை அனுப்பியுள்ளோம்.",
  "profile.otp.label": "OTP குறியீடு",
  "profile.otp.verify": "சரிபார்",
  "profile.otp.resend": "மீண்டும் அனுப்பு",
  "profile.otp.back": "பின்",
  "profile.delete.title": "சுயவிவரத்தை நீக்கு",
  "profile.delete.confirm": "உங்கள் சுயவிவரத்தை நீக்க விரும்புகிறீர்களா? இணைக்கப்பட்ட உங்கள் இணைப்புகள் அகற்றப்பட்டு, நீங்கள் வெளியேற்றப்படுவீர்கள்.",
  "profile.delete.password": "கடவுச்சொல்",
  "profile.delete.continue": "நீக்கு",
  "profile.delete.cancel": "ரத்துசெய்",
  "validation.email": "சரியான மின்னஞ்சலை உள்ளிடவும்",
  "validation.mobile": "சரியான கைபேசி எண்ணை உள்ளிடவும்",
  "profile.validation.otp": "சரியான OTP குறியீட்டை உள்ளிடவும்",
  "validation.name": "பெயர் காலியாக இருக்கக்கூடாது",
  "validation.password": "உங்கள் கடவுச்சொல்லை உள்ளிடவும்",
} satisfies Translation<typeof en, "ta">;
