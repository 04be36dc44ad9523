/**
 * The connection request's account: prepaid → /prepaid/boardBand. An upgrade needs a linked
 * account (none → /noAccount); a new connection does not, since /noAccount itself and the
 * buy-online landing send users without accounts to /newService/new/Megaline.
 */
import { requireAccount, type Services } from "~/accounts/context.server";
import type { Operator } from "~/operator/route.server";
import type { RequestStatus, ServiceId } from "./request";

/** The services the selected account holds, as the request form names them. */
export function heldServices(services: Services | null): ServiceId[] {
  if (!services) return [];
  const held: ServiceId[] = [];
  if (services.voice.length > 0) held.push("voice");
  if (services.peoTv.length > 0) held.push("peoTv");
  if (services.broadband.length > 0) held.push("broadband");
  return held;
}

export async function requireRequestContext(op: Operator, status: RequestStatus) {
  const upgrade = status === "upgrade";
  const ctx = await requireAccount(op, { needsAccount: upgrade });
  return {
    ...ctx,
    /**
     * The selected account's line, which the request names (spec 001: "Connection request input: telephoneNo, ...");
     * none for a customer without accounts asking for a new connection.
     */
    telephoneNo: ctx.selected?.telephoneNo ?? null,
    held: upgrade ? heldServices(ctx.services) : [],
  };
}
