import { translator } from "./catalogue";
import { common } from "./en/common";
import { mobile } from "./en/mobile";

export const messages = { ...common, ...mobile } as const;
export type MessageKey = keyof typeof messages;
export const t = translator(messages);
