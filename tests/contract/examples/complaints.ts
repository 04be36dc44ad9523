import * as complaints from "#contracts/complaints";
import { example } from "./example";

const complaint =
  (serviceOption: string) =>
  ({ line }: { line?: { telephoneNo: string } }) => ({
    faultyTelephoneNo: line?.telephoneNo ?? "",
    serviceOption,
    contactNo: "0771234567",
    faultdescription: "Internet connection drops every evening",
    lattitude: "6.927079",
    longitude: "79.861244",
    status: "Active",
    serviceID: line?.telephoneNo ?? "",
  });

export const examples = [
  example(complaints.viewFaultList, ["postpaid-fibre", "adsl-throttled", "tv-only", "outstanding"], ({ line }) => ({
    faultyTelephoneNo: line?.telephoneNo ?? "",
  })),
  example(complaints.viewFaultList, ["no-accounts"], ({ line }) => ({ faultyTelephoneNo: line?.telephoneNo ?? "" }), { succeeds: false }),
  example(complaints.createFault, ["postpaid-fibre"], complaint("BROADBAND")),
  example(complaints.createFault, ["tv-only"], complaint("PEOTV")),
  example(complaints.createFault, ["adsl-throttled"], complaint("BROADBAND"), { succeeds: false, fresh: true }),
];
