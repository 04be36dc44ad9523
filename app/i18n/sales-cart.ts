import { translator } from "./catalogue";
import { common } from "./en/common";
import { sales } from "./en/sales";
import { salesCart } from "./en/sales-cart";

export const messages = { ...common, ...sales, ...salesCart } as const;
export type MessageKey = keyof typeof messages;
export const t = translator(messages);
