/** Services: the new or upgraded connection request, and the signed link to the security-software partner (KSS). */
import { z } from "zod";
import { defineContract, envelope, plainEnvelope, type Contract } from "./core";
import { SUBSCRIBER_ID } from "./lk";

export const connectionRequest = defineContract({
  name: "services.connectionRequest",
  summary: "Ask for a new or upgraded connection (sales lead); success 'Submitted your request successfully.'",
  method: "POST",
  path: "Sales/SalesLeadCreationRequest",
  assumed: true,
  travel: "query",
  request: z.object({
    /** The selected account for an upgrade; may be empty for a new connection. */
    telephoneNo: z.string().default(""),
    title: z.string().default(""),
    firstName: z.string(),
    lastName: z.string(),
    /** New connections only: 9 digits and a letter, or 12 digits. */
    nic: z.string().default(""),
    /** Mobile to call back (spelt this way by the API). */
    ConatctTelNo: z.string(),
    /** Status, type and services asked for, e.g. "new Megaline: Voice, PEO TV". */
    description: z.string().default(""),
  }),
  response: plainEnvelope,
});

const jwt = z.string().regex(/^[\w-]+\.[\w-]+\.[\w-]*$/);

export const kssToken = defineContract({
  name: "services.kssToken",
  summary: "A signed token (jwt) that opens the security-software partner's site for a broadband subscriber.",
  method: "POST",
  service: "partner",
  path: "kss/token",
  assumed: true,
  travel: "json",
  request: z.object({ subscriberId: z.string().regex(SUBSCRIBER_ID), service: z.literal("KSS") }),
  /** A bare `{jwt}`; some deployments wrap it in the envelope. */
  response: z.union([
    z.looseObject({ jwt }).transform((v): { jwt: string | null } => ({ jwt: v.jwt })),
    envelope(z.looseObject({ jwt })).transform((v) => ({ jwt: v.isSuccess ? v.dataBundle.jwt : null })),
  ]),
});

export const servicesContracts: Contract[] = [connectionRequest, kssToken];
