import { translator } from "./catalogue";
import { common } from "./en/common";
import { sales } from "./en/sales";

export const messages = { ...common, ...sales } as const;
export type MessageKey = keyof typeof messages;
export const t = translator(messages);
