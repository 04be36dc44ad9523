import { translator } from "./catalogue";
import { bill } from "./en/bill";
import { common } from "./en/common";

export const messages = { ...common, ...bill } as const;
export type MessageKey = keyof typeof messages;
export const t = translator(messages);
