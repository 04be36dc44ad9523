import * as services from "#contracts/services";
import { example } from "./example";

export const examples = [
  example(services.connectionRequest, ["postpaid-fibre"], ({ line, persona }) => ({
    telephoneNo: line?.telephoneNo ?? "",
    title: "Mr",
    firstName: persona.name.split(" ")[0] ?? "Nimal",
    lastName: persona.name.split(" ")[1] ?? "Perera",
    nic: "",
    ConatctTelNo: "0771234567",
    description: "upgrade Megaline: PEO TV",
  })),
  example(services.connectionRequest, ["no-accounts"], () => ({
    telephoneNo: "",
    title: "Mrs",
    firstName: "Sunethra",
    lastName: "Fernando",
    nic: "199012345678",
    ConatctTelNo: "0712345678",
    description: "new 4G LTE: Voice, Broadband",
  })),
  example(services.kssToken, ["postpaid-fibre", "prepaid-lte", "adsl-throttled"], ({ subscriberId }) => ({ subscriberId, service: "KSS" })),
];
