import { translator } from "./catalogue";
import { common } from "./en/common";
import { sales } from "./en/sales";
import { salesWizard } from "./en/sales-wizard";

export const messages = { ...common, ...sales, ...salesWizard } as const;
export type MessageKey = keyof typeof messages;
export const t = translator(messages);
