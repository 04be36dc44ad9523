/** The common catalogue: the frame, the error dialog, banners. Area catalogues spread it in. */
import { translator } from "./catalogue";
import { common } from "./en/common";

export const messages = common;
export type MessageKey = keyof typeof common;
export const t = translator(common);
