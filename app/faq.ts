/** The Help & FAQ groups, in tab order (/faq/<group>). */
export const faqGroups = ["sltVoice", "internet", "peoTV", "billAndPayment", "general"] as const;
export type FaqGroup = (typeof faqGroups)[number];
