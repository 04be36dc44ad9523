import * as voice from "#contracts/voice";
import { example } from "./example";

export const examples = [
  example(voice.callForwardingStatus, ["postpaid-fibre", "adsl-throttled", "tv-only"], ({ line }) => ({ telephoneNo: line?.telephoneNo ?? "" })),
  // No voice service on a prepaid LTE line; the no-accounts persona's line is not linked.
  example(voice.callForwardingStatus, ["prepaid-lte", "no-accounts"], ({ line }) => ({ telephoneNo: line?.telephoneNo ?? "" }), { succeeds: false }),
  example(voice.callForwardingRequest, ["postpaid-fibre", "tv-only"], ({ line }) => ({
    telephoneNo: line?.telephoneNo ?? "",
    mobileNo: "0771234567",
    requestType: "Y",
  })),
  example(voice.callForwardingRequest, ["adsl-throttled"], ({ line }) => ({ telephoneNo: line?.telephoneNo ?? "", requestType: "N" }), {
    succeeds: false,
  }),
];
