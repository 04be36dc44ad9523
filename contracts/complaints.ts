/** Complaints: fault list per service of a line, and a new fault complaint. */
import { z } from "zod";
import { defineContract, envelope, optList, optText, str, type Contract } from "./core";

/** The services a complaint can be about; the fault list names its assets the same way. */
export const faultService = z.enum(["VOICE", "BROADBAND", "PEOTV"]);

export const fault = z.looseObject({
  faultRef: str,
  /** "Open", "In Progress", "Resolved", "Closed" */
  status: z.string(),
  /** "28-Sep-2024 09:26 AM" (Sri Lanka time) */
  date: optText,
});

export const faultAsset = z.looseObject({
  serviceName: z.string(),
  fault: optList(fault),
});

export const viewFaultList = defineContract({
  name: "complaints.viewFaultList",
  summary: "Fault complaints of a line grouped by service (asset[] with fault[]); empty when there are none.",
  method: "GET",
  path: "Fault/ViewFaultList",
  request: z.object({ faultyTelephoneNo: z.string().min(1) }),
  response: envelope(
    z
      .looseObject({
        asset: optList(faultAsset),
      })
      .nullish()
      .transform((v) => v ?? { asset: [] }),
  ),
});

export const createFault = defineContract({
  name: "complaints.createFault",
  summary: "Submit a fault complaint for one service of a line, with a contact number and the map location.",
  method: "POST",
  path: "Fault/CreateFaultRequest",
  assumed: true,
  travel: "query",
  request: z.object({
    faultyTelephoneNo: z.string().min(1),
    serviceOption: faultService,
    contactNo: z.string(),
    faultdescription: z.string(),
    /** Spelt this way by the API. */
    lattitude: z.string(),
    longitude: z.string(),
    /** Status of the selected service as the service list reported it ("Active"...). */
    status: z.string(),
    serviceID: z.string().default(""),
  }),
  response: envelope(
    z
      .union([z.looseObject({ faultRef: str.nullish() }), z.string(), z.null(), z.undefined()])
      .transform((v) => ({ faultRef: v && typeof v === "object" ? (v.faultRef ?? null) : null })),
  ),
});

export const complaintsContracts: Contract[] = [viewFaultList, createFault];
