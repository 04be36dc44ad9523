import { translator } from "./catalogue";
import { common } from "./en/common";
import { security } from "./en/security";

export const messages = { ...common, ...security } as const;
export type MessageKey = keyof typeof messages;
export const t = translator(messages);
