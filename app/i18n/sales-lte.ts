import { translator } from "./catalogue";
import { common } from "./en/common";
import { sales } from "./en/sales";
import { salesLte } from "./en/sales-lte";

export const messages = { ...common, ...sales, ...salesLte } as const;
export type MessageKey = keyof typeof messages;
export const t = translator(messages);
