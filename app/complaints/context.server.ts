/**
 * The complaint pages' data: the faults of the selected line (the list page), and its services
 * with, for broadband, whether it is THROTTLED (the form, which says at once what blocks one).
 */
import * as bb from "#contracts/broadband";
import * as complaints from "#contracts/complaints";
import { SUBSCRIBER_ID } from "#contracts/lk";
import type { AccountContext } from "~/accounts/context.server";
import { blockMessage, type ComplaintService } from "./complaint";

/** Faults per service of the selected line; null when the list could not be read (the page then shows nothing). */
export async function loadFaults(ctx: AccountContext) {
  if (!ctx.selected) return null;
  const list = await ctx.op.data(complaints.viewFaultList, { faultyTelephoneNo: ctx.selected.telephoneNo });
  if (!list.ok) return null;
  return list.data.asset
    .map((a) => ({ serviceName: a.serviceName, faults: a.fault.map((f) => ({ faultRef: f.faultRef, status: f.status, date: f.date ?? null })) }))
    .filter((a) => a.faults.length > 0);
}

/**
 * The services a complaint can be about, each with what blocks it. The throttle comes from the
 * usage summary, which only a broadband subscriber id (94XXXXXXXXX) can ask for.
 */
export async function loadComplaintServices(ctx: AccountContext): Promise<ComplaintService[]> {
  const s = ctx.services;
  if (!s) return [];
  const broadband = s.broadband[0];
  const usage = broadband && SUBSCRIBER_ID.test(broadband.serviceID) ? await ctx.op.data(bb.usageSummary, { subscriberID: broadband.serviceID }) : null;
  const throttled = Boolean(usage?.ok && usage.data.status?.toUpperCase() === "THROTTLED");
  const list: ComplaintService[] = [];
  const add = (type: ComplaintService["type"], service: { serviceID: string; serviceStatus: string | null } | undefined) => {
    if (service)
      list.push({ type, serviceID: service.serviceID, status: service.serviceStatus, blocked: blockMessage(type, service.serviceStatus, throttled) });
  };
  add("VOICE", s.voice[0]);
  add("BROADBAND", broadband);
  add("PEOTV", s.peoTv[0]);
  return list;
}
