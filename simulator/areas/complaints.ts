/**
 * Fault complaints per line and service. A complaint moves on with the clock: Open for two hours,
 * In Progress until two days, then Resolved. One open complaint per service at a time.
 */
import { z } from "zod";
import * as complaints from "#contracts/complaints";
import { faultDescriptions } from "../../fixtures/bills";
import { insideSriLanka, lkParts, TELEPHONE, toSubscriberId } from "../../contracts/lk";
import { fail, implement, ok, type Implementation } from "../implement";
import { registerSeeder } from "../personas";
import { isThrottled } from "./broadband/usage";
import { send } from "../store";
import { defineCollection, nextId, nowMs } from "../world";
import { linkedLine, messages as access, specOf } from "./bills/access";
import { reportTime } from "./bills/format";
import type { LineRecord } from "../store";

type Service = z.infer<typeof complaints.faultService>;

export const messages = {
  notHeld: "The selected service is not available on this connection.",
  voiceInactive: "Dear valued customer, your voice service is not active at the moment. Kindly settle your bills to experience an uninterrupted service . ",
  inactive: (service: string) =>
    `Dear valued customer, your ${service} service is not active at the moment. Kindly settle your bills to experience an uninterrupted service . `,
  throttled: "Sorry! Your Broadband is Throttled. Please purchase Extra GB. ",
  contact: "Sorry, Please Enter Valide Contact number (0xxxxxxxxx).",
  location: "Sorry, Please Select Location .",
  description: "Sorry, Description cannot be empty.",
  duplicate: (ref: string) => `A complaint for this service is already being attended to (reference ${ref}). Please call 1212 for an update.`,
};

export const faults = defineCollection(
  "complaints.faults",
  z.object({
    faultRef: z.string(),
    telephoneNo: z.string(),
    service: z.enum(["VOICE", "BROADBAND", "PEOTV"]),
    description: z.string(),
    contactNo: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    serviceID: z.string(),
    createdAt: z.number(),
    /** How it ended once resolved. */
    outcome: z.enum(["Resolved", "Closed"]),
  }),
);
type Fault = ReturnType<typeof faults.all>[number];

const HOUR = 3600 * 1000;
export function statusOf(fault: Fault, at = nowMs()): string {
  const age = at - fault.createdAt;
  if (age < 2 * HOUR) return "Open";
  if (age < 48 * HOUR) return "In Progress";
  return fault.outcome;
}

function servicesOf(line: LineRecord): Service[] {
  const spec = specOf(line);
  return [spec.voice ? "VOICE" : null, spec.broadband ? "BROADBAND" : null, spec.peoTv ? "PEOTV" : null].filter((s): s is Service => s !== null);
}

function faultRef(at: number): string {
  const p = lkParts(at);
  return `FLT${String(p.y).slice(2)}${String(p.m).padStart(2, "0")}${String(nextId("complaints.fault", 100001)).padStart(6, "0")}`;
}

registerSeeder(async ({ line, faker }) => {
  if (line.promotionType !== "Postpaid") return;
  for (const service of servicesOf(line)) {
    if (!faker.datatype.boolean({ probability: 0.4 })) continue;
    const createdAt = nowMs() - faker.number.int({ min: 10, max: 180 }) * 24 * HOUR - faker.number.int({ min: 0, max: 12 }) * HOUR;
    await faults.create({
      faultRef: faultRef(createdAt),
      telephoneNo: line.telephoneNo,
      service,
      description: faker.helpers.arrayElement(faultDescriptions[service]),
      contactNo: line.telephoneNo,
      latitude: 6.927079,
      longitude: 79.861244,
      serviceID: line.telephoneNo,
      createdAt,
      outcome: faker.helpers.arrayElement(["Resolved", "Closed"] as const),
    });
  }
});

/** A scenario's complaints of a line, replacing the generated ones. */
export async function applyComplaints(
  telephoneNo: string,
  list: Array<{ service: Fault["service"]; at: number; description: string; outcome: Fault["outcome"]; contactNo?: string | undefined }>,
): Promise<void> {
  faults.deleteMany((q) => q.where({ telephoneNo }));
  for (const c of [...list].sort((a, b) => a.at - b.at)) {
    await faults.create({
      faultRef: faultRef(c.at),
      telephoneNo,
      service: c.service,
      description: c.description,
      contactNo: c.contactNo ?? telephoneNo,
      latitude: 6.927079,
      longitude: 79.861244,
      serviceID: telephoneNo,
      createdAt: c.at,
      outcome: c.outcome,
    });
  }
}

/** A line's complaints, oldest first, as a scenario writes them. */
export function complaintsOf(telephoneNo: string) {
  return faults
    .findMany((q) => q.where({ telephoneNo }))
    .sort((a, b) => a.createdAt - b.createdAt)
    .map((f) => ({ service: f.service, at: new Date(f.createdAt).toISOString(), description: f.description, outcome: f.outcome, contactNo: f.contactNo }));
}

export const implementations: Implementation[] = [
  implement(complaints.viewFaultList, ({ input, me }) => {
    const line = linkedLine(me.userName, input.faultyTelephoneNo);
    if (!line) return fail(access.notLinked);
    const all = faults.findMany((q) => q.where({ telephoneNo: line.telephoneNo })).sort((a, b) => b.createdAt - a.createdAt);
    const services = [...new Set(all.map((f) => f.service))];
    return ok({
      asset: services.map((serviceName) => ({
        serviceName,
        fault: all.filter((f) => f.service === serviceName).map((f) => ({ faultRef: f.faultRef, status: statusOf(f), date: reportTime(f.createdAt) })),
      })),
    });
  }),

  implement(complaints.createFault, async ({ input, me }) => {
    const line = linkedLine(me.userName, input.faultyTelephoneNo);
    if (!line) return fail(access.notLinked);
    const service = input.serviceOption;
    if (!servicesOf(line).includes(service)) return fail(messages.notHeld);
    const heldActive = service !== "VOICE" || specOf(line).voice !== "suspended";
    if (input.status.trim().toLowerCase() !== "active" || !heldActive) {
      return fail(service === "VOICE" ? messages.voiceInactive : messages.inactive(service === "PEOTV" ? "PEO TV" : "broadband"));
    }
    // The throttle is the broadband usage as it is now: buying Extra GB lifts it.
    if (service === "BROADBAND" && isThrottled(toSubscriberId(line.telephoneNo))) {
      return fail(messages.throttled);
    }
    const contactNo = input.contactNo.trim();
    if (!TELEPHONE.test(contactNo)) return fail(messages.contact);
    const lat = Number(input.lattitude);
    const lng = Number(input.longitude);
    if (!input.lattitude.trim() || !input.longitude.trim() || !insideSriLanka(lat, lng)) return fail(messages.location);
    const description = input.faultdescription.trim();
    if (!description) return fail(messages.description);
    const open = faults
      .findMany((q) => q.where({ telephoneNo: line.telephoneNo, service }))
      .find((f) => statusOf(f) === "Open" || statusOf(f) === "In Progress");
    if (open) return fail(messages.duplicate(open.faultRef));
    const at = nowMs();
    const record = await faults.create({
      faultRef: faultRef(at),
      telephoneNo: line.telephoneNo,
      service,
      description,
      contactNo,
      latitude: lat,
      longitude: lng,
      serviceID: input.serviceID,
      createdAt: at,
      outcome: "Resolved",
    });
    await send(
      "sms",
      contactNo,
      "Complaint registered",
      `Your complaint about ${line.telephoneNo} is registered. Reference ${record.faultRef}. Our team will contact you shortly.`,
    );
    return ok({ faultRef: record.faultRef, status: statusOf(record, at) });
  }),
];
