/** Call forwarding per voice line: subscribe (Y) to a 10-digit number, unsubscribe (N). */
import { z } from "zod";
import { TELEPHONE } from "../../contracts/lk";
import * as voice from "#contracts/voice";
import { fail, implement, ok, type Implementation } from "../implement";
import { registerSeeder } from "../personas";
import { send } from "../store";
import { defineCollection, nowMs } from "../world";
import { linkedLine, messages as access, normaliseTelephone } from "./bills/access";

export const messages = {
  noVoice: "Voice service is not available for this connection.",
  number: "Enter valid number",
  sameNumber: "You cannot forward calls to the same number.",
  alreadyOn: (to: string) => `Call forwarding is already active to ${to}. Please unsubscribe first.`,
  notOn: "Call forwarding is not active on this number.",
};

export const forwarding = defineCollection(
  "voice.forwarding",
  z.object({ telephoneNo: z.string(), status: z.enum(["Y", "N"]), fwdNo: z.string(), updatedAt: z.number() }),
);

registerSeeder(async ({ line, template }) => {
  if (!template.voice) return;
  await forwarding.create({ telephoneNo: line.telephoneNo, status: "N", fwdNo: "", updatedAt: nowMs() });
});

function forwardingOf(userName: string, telephoneNo: string) {
  const line = linkedLine(userName, telephoneNo);
  if (!line) return fail(access.notLinked);
  return forwarding.findFirst((q) => q.where({ telephoneNo: line.telephoneNo })) ?? fail(messages.noVoice);
}
const isFailure = (v: object): v is ReturnType<typeof fail> => "isSuccess" in v;

export const implementations: Implementation[] = [
  implement(voice.callForwardingStatus, ({ input, me }) => {
    const record = forwardingOf(me.userName, input.telephoneNo);
    if (isFailure(record)) return record;
    return ok({ status: record.status, fwdNo: record.status === "Y" ? record.fwdNo : null });
  }),

  implement(voice.callForwardingRequest, async ({ input, me }) => {
    const record = forwardingOf(me.userName, input.telephoneNo);
    if (isFailure(record)) return record;
    if (input.requestType === "N") {
      if (record.status !== "Y") return fail(messages.notOn);
      await forwarding.update(record, {
        data(r) {
          r.status = "N";
          r.fwdNo = "";
          r.updatedAt = nowMs();
        },
      });
      return ok("Call forwarding unsubscribed successfully.");
    }
    const to = input.mobileNo.replace(/[\s-]/g, "");
    if (!TELEPHONE.test(to)) return fail(messages.number);
    if (normaliseTelephone(to) === record.telephoneNo) return fail(messages.sameNumber);
    if (record.status === "Y") return fail(messages.alreadyOn(record.fwdNo));
    await forwarding.update(record, {
      data(r) {
        r.status = "Y";
        r.fwdNo = to;
        r.updatedAt = nowMs();
      },
    });
    await send("sms", to, "Call forwarding", `Calls to ${record.telephoneNo} are now forwarded to this number. Dial 1212 for help.`);
    return ok("Call forwarding subscribed successfully.");
  }),
];

/** A scenario's call forwarding: on to `to`, or off (null). */
export async function applyForwarding(telephoneNo: string, to: string | null): Promise<void> {
  const record = forwarding.findFirst((q) => q.where({ telephoneNo }));
  if (!record) return;
  await forwarding.update(record, {
    data(r) {
      r.status = to ? "Y" : "N";
      r.fwdNo = to ?? "";
      r.updatedAt = nowMs();
    },
  });
}

/** Where the line's calls are forwarded (null: nowhere), or undefined when it has no voice service. */
export function forwardingTo(telephoneNo: string): string | null | undefined {
  const record = forwarding.findFirst((q) => q.where({ telephoneNo }));
  return record ? (record.status === "Y" ? record.fwdNo : null) : undefined;
}
