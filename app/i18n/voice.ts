import { translator } from "./catalogue";
import { common } from "./en/common";
import { voice } from "./en/voice";

export const messages = { ...common, ...voice } as const;
export type MessageKey = keyof typeof messages;
export const t = translator(messages);
