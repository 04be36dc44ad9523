import { translator } from "./catalogue";
import { auth } from "./en/auth";
import { common } from "./en/common";
import { sales } from "./en/sales";
import { salesLanding } from "./en/sales-landing";

export const messages = { ...common, ...auth, ...sales, ...salesLanding } as const;
export type MessageKey = keyof typeof messages;
export const t = translator(messages);
