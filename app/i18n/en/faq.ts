/**
 * Help & FAQ: five groups of static questions. The facts are the operator's (e-bill is free, hard
 * copy from the next billing month, reconnection within an hour of payment, 48-hour rewind on TV,
 * voice delivery within 7 days or the same day for LTE); the wording is ours.
 */
export const faq = {
  "faq.title": "Help & FAQ",
  "faq.groups": "FAQ topics",
  "faq.group.sltVoice": "SltVoice",
  "faq.group.internet": "Internet",
  "faq.group.peoTV": "Peo TV",
  "faq.group.billAndPayment": "Bill & Payment",
  "faq.group.general": "General",
  "faq.contact": "Still need help? Call 1212, any time.",

  "faq.sltVoice.q1": "How long does it take to get a new voice connection?",
  "faq.sltVoice.a1": "A new voice line is delivered within 7 days of your request. A 4G LTE voice line is connected the same day.",
  "faq.sltVoice.q2": "How do I forward my calls to another number?",
  "faq.sltVoice.a2": "Open Voice, then Call Forwarding, enter the 10-digit number, agree to the terms and press Subscribe. Unsubscribe there at any time.",
  "faq.sltVoice.q3": "My line was disconnected. When will it work again?",
  "faq.sltVoice.a3": "A disconnected line is reconnected within an hour after the outstanding bill is paid.",

  "faq.internet.q1": "Where can I see how much data I have left?",
  "faq.internet.a1": "Open Broadband, then Summary: each package shows what you have used, what remains and until when it is valid.",
  "faq.internet.q2": "My broadband is slow. Why?",
  "faq.internet.a2":
    "When your monthly data is used up, the speed is reduced (throttled). Buy Extra GB from the Summary page to restore full speed straight away.",
  "faq.internet.q3": "What is a Happy Day?",
  "faq.internet.a3":
    "Once a year you can choose a day of free unlimited data (24 hours). Pick it under Broadband, Happy Day; you can change it until the day before.",

  "faq.peoTV.q1": "Can I watch a programme I missed?",
  "faq.peoTV.a1": "Yes. Peo TV lets you rewind up to 48 hours on supported channels.",
  "faq.peoTV.q2": "How do I add a single channel?",
  "faq.peoTV.a2":
    "Open PEOTV, then Packages, and switch to a-la-carte to see the channels you can add and their prices. A-la-carte channels are subscribed for at least one month.",
  "faq.peoTV.q3": "Can I watch on my phone?",
  "faq.peoTV.a3": "Yes, with PEOTVGO. Open PEOTV, then PEOTVGO, and press Explore More.",

  "faq.billAndPayment.q1": "Does the e-bill cost anything?",
  "faq.billAndPayment.a1": "No. The e-bill is free.",
  "faq.billAndPayment.q2": "I changed from e-bill to a printed bill. When does it start?",
  "faq.billAndPayment.a2": "A change to a hard copy bill takes effect from the next billing month.",
  "faq.billAndPayment.q3": "How soon is my payment applied?",
  "faq.billAndPayment.a3": "Online payments are applied at once. If your line was disconnected, it is reconnected within an hour after payment.",

  "faq.general.q1": "How many accounts can I link to my profile?",
  "faq.general.a1": "Up to 4. Use Add Account in the account selector, and remove one under Manage Connections.",
  "faq.general.q2": "I forgot my password. What should I do?",
  "faq.general.a2": "Press Forgot Password on the sign-in page, enter your email or mobile number, and use the 6-digit OTP we send you to set a new password.",
  "faq.general.q3": "How do I contact the operator?",
  "faq.general.a3": "Call 1212, or submit a complaint under Complaints for a fault on your line.",
} as const;
