import { translator } from "./catalogue";
import { common } from "./en/common";
import { profile } from "./en/profile";

export const messages = { ...common, ...profile } as const;
export type MessageKey = keyof typeof messages;
export const t = translator(messages);
