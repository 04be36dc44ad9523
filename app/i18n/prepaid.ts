import { translator } from "./catalogue";
import { common } from "./en/common";
import { prepaid } from "./en/prepaid";

export const messages = { ...common, ...prepaid } as const;
export type MessageKey = keyof typeof messages;
export const t = translator(messages);
