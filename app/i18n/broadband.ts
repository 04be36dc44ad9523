import { translator } from "./catalogue";
import { broadband } from "./en/broadband";
import { broadbandServices } from "./en/broadband-services";
import { broadbandSummary } from "./en/broadband-summary";
import { common } from "./en/common";

export const messages = { ...common, ...broadband, ...broadbandServices, ...broadbandSummary } as const;
export type MessageKey = keyof typeof messages;
export const t = translator(messages);
