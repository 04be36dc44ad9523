import { translator } from "./catalogue";
import { auth } from "./en/auth";
import { common } from "./en/common";

export const messages = { ...common, ...auth } as const;
export type MessageKey = keyof typeof messages;
export const t = translator(messages);
