import { translator } from "./catalogue";
import { common } from "./en/common";
import { sales } from "./en/sales";
import { salesStatus } from "./en/sales-status";

export const messages = { ...common, ...sales, ...salesStatus } as const;
export type MessageKey = keyof typeof messages;
export const t = translator(messages);
