/** Voice: call forwarding status and subscribe (Y) / unsubscribe (N). */
import { z } from "zod";
import { defineContract, envelope, optText, plainEnvelope, type Contract } from "./core";

export const callForwardingStatus = defineContract({
  name: "voice.callForwardingStatus",
  summary: "Call forwarding of a voice line: status Y is subscribed (fwdNo is the number), anything else is not.",
  method: "GET",
  path: "Voice/CheckCallForwardingStatus",
  request: z.object({ telephoneNo: z.string().min(1) }),
  response: envelope(
    z
      .looseObject({ status: optText, fwdNo: optText })
      .nullish()
      .transform((v) => ({ ...v, status: v?.status ?? null, fwdNo: v?.fwdNo ?? null, subscribed: v?.status?.toUpperCase() === "Y" })),
  ),
});

export const callForwardingRequest = defineContract({
  name: "voice.callForwardingRequest",
  summary: "Subscribe (requestType Y, mobileNo the 10-digit forwarding number) or unsubscribe (N) call forwarding.",
  method: "GET",
  path: "Voice/CallForwardingRequest",
  request: z.object({
    telephoneNo: z.string().min(1),
    mobileNo: z.string().default(""),
    requestType: z.enum(["Y", "N"]),
  }),
  response: plainEnvelope,
});

export const voiceContracts: Contract[] = [callForwardingStatus, callForwardingRequest];
