import { translator } from "./catalogue";
import { common } from "./en/common";
import { sales } from "./en/sales";
import { salesDetails } from "./en/sales-details";
import { salesOrder } from "./en/sales-order";
import { salesWizard } from "./en/sales-wizard";

/** The signed-in fibre wizard shows the shared pickers' and details' texts beside its own. */
export const messages = { ...common, ...sales, ...salesWizard, ...salesDetails, ...salesOrder } as const;
export type MessageKey = keyof typeof messages;
export const t = translator(messages);
