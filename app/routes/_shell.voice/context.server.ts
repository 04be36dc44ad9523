/** The Voice page's account: no accounts → /noAccount, prepaid → /prepaid/boardBand (as every account page). */
import * as voice from "#contracts/voice";
import { requireAccount } from "~/accounts/context.server";
import type { Operator } from "~/operator/route.server";

export async function requireVoiceContext(op: Operator) {
  const ctx = await requireAccount(op);
  const services = ctx.services?.voice ?? [];
  /** The line whose calls are forwarded: the selected account, when it has a voice service. */
  const line = ctx.selected && services.length > 0 ? ctx.selected.telephoneNo : null;
  return { ...ctx, voiceServices: services, line };
}

export async function loadForwarding(op: Operator, telephoneNo: string) {
  return op.data(voice.callForwardingStatus, { telephoneNo });
}
