/** The Voice page's account: no accounts → /noAccount, prepaid → /prepaid/boardBand (seed 001 section 6). */
import * as voice from "#contracts/voice";
import { requireAccount } from "~/accounts/context.server";
import type { Operator } from "~/operator/client.server";

export async function requireVoiceContext(request: Request) {
  const ctx = await requireAccount(request);
  const services = ctx.services?.voice ?? [];
  /** The line whose calls are forwarded: the selected account, when it has a voice service. */
  const line = ctx.selected && services.length > 0 ? ctx.selected.telephoneNo : null;
  return { ...ctx, voiceServices: services, line };
}

export async function loadForwarding(op: Operator, telephoneNo: string) {
  return op.data(voice.callForwardingStatus, { telephoneNo });
}
