import { translator } from "./catalogue";
import { common } from "./en/common";
import { shell } from "./en/shell";

export const messages = { ...common, ...shell } as const;
export type MessageKey = keyof typeof messages;
export const t = translator(messages);
