import { translator } from "./catalogue";
import { common } from "./en/common";
import { tv } from "./en/tv";

export const messages = { ...common, ...tv } as const;
export type MessageKey = keyof typeof messages;
export const t = translator(messages);
