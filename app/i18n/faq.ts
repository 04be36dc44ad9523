import { translator } from "./catalogue";
import { common } from "./en/common";
import { faq } from "./en/faq";

export const messages = { ...common, ...faq } as const;
export type MessageKey = keyof typeof messages;
export const t = translator(messages);
