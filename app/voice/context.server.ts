/** The Voice page's account: no accounts → /noAccount, prepaid → /prepaid/boardBand (seed 001 section 6). */
import { redirect } from "@remix-run/node";
import * as voice from "#contracts/voice";
import { loadAccountContext } from "~/accounts/context.server";
import type { Operator } from "~/operator/client.server";

export async function requireVoiceContext(request: Request) {
  const ctx = await loadAccountContext(request);
  if (!ctx.error && ctx.accounts.length === 0) throw redirect("/noAccount", { headers: await ctx.op.headers() });
  if (ctx.services?.prepaid) throw redirect("/prepaid/boardBand", { headers: await ctx.op.headers() });
  const services = ctx.services?.voice ?? [];
  /** The line whose calls are forwarded: the selected account, when it has a voice service. */
  const line = ctx.selected && services.length > 0 ? ctx.selected.telephoneNo : null;
  return { ...ctx, voiceServices: services, line };
}

export async function loadForwarding(op: Operator, telephoneNo: string) {
  return op.data(voice.callForwardingStatus, { telephoneNo });
}
