import { translator } from "./catalogue";
import { common } from "./en/common";
import { complaints } from "./en/complaints";

export const messages = { ...common, ...complaints } as const;
export type MessageKey = keyof typeof messages;
export const t = translator(messages);
