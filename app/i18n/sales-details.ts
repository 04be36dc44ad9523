import { translator } from "./catalogue";
import { common } from "./en/common";
import { salesDetails } from "./en/sales-details";

export const messages = { ...common, ...salesDetails } as const;
export type MessageKey = keyof typeof messages;
export const t = translator(messages);
