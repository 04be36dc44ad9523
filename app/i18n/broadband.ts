import { translator } from "./catalogue";
import { broadband } from "./en/broadband";
import { common } from "./en/common";

export const messages = { ...common, ...broadband } as const;
export type MessageKey = keyof typeof messages;
export const t = translator(messages);
