import { translator } from "./catalogue";
import { common } from "./en/common";
import { digitalLife } from "./en/digital-life";

export const messages = { ...common, ...digitalLife } as const;
export type MessageKey = keyof typeof messages;
export const t = translator(messages);
