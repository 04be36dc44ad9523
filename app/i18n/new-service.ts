import { translator } from "./catalogue";
import { common } from "./en/common";
import { newService } from "./en/new-service";

export const messages = { ...common, ...newService } as const;
export type MessageKey = keyof typeof messages;
export const t = translator(messages);
