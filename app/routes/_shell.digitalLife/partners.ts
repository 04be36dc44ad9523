/**
 * Digital Life: partner services that open in a new tab. Kaspersky opens through a
 * signed link the operator issues (services.kssToken); the others are plain links.
 */
import type { MessageKey } from "~/i18n/digital-life";

export interface Partner {
  id: string;
  name: MessageKey;
  text: MessageKey;
  /** The partner's site; null for Kaspersky, whose link is signed on demand. */
  url: string | null;
}

export const partners: Partner[] = [
  { id: "duthaya", name: "dl.duthaya", text: "dl.duthaya.text", url: "https://www.duthaya.lk/" },
  { id: "esport", name: "dl.esport", text: "dl.esport.text", url: "https://esports.slt.lk/" },
  { id: "kaspersky", name: "dl.kaspersky", text: "dl.kaspersky.text", url: null },
  { id: "storage", name: "dl.storage", text: "dl.storage.text", url: "https://storage.slt.lk/" },
  { id: "cctv", name: "dl.cctv", text: "dl.cctv.text", url: "https://cctv.slt.lk/" },
  { id: "smartHome", name: "dl.smartHome", text: "dl.smartHome.text", url: "https://smarthome.slt.lk/" },
  { id: "esiphala", name: "dl.esiphala", text: "dl.esiphala.text", url: "https://esiphala.slt.lk/" },
  { id: "lynked", name: "dl.lynked", text: "dl.lynked.text", url: "https://lynked.slt.lk/" },
];
