/**
 * Core state of the simulated operator: users and their credentials, pending registrations,
 * OTPs, tokens, the outbox, the operator's records of lines, and which lines a user linked.
 * Area modules (simulator/areas/*) declare their own collections beside these.
 */
import { z } from "zod";
import { defineCollection, nextId, nowMs } from "./world";

export const users = defineCollection(
  "users",
  z.object({
    userName: z.string(),
    userType: z.enum(["EMAIL", "MOBILE", "Google", "Facebook"]),
    name: z.string(),
    password: z.string(),
    persona: z.string(),
    /**
     * The person's template when it is not the persona's own (a scenario's overrides: NIC standing, home,
     * refresh refused, order); null: the persona template as fixtures/personas.ts has it.
     */
    spec: z.record(z.string(), z.unknown()).nullable().default(null),
    /** NIC of the person, used when linking lines and in sales flows. */
    nic: z.string(),
    altrContact: z.string().default(""),
    failedLogins: z.number().default(0),
    lockedUntil: z.number().nullable().default(null),
    createdAt: z.number(),
  }),
);
export type UserRecord = ReturnType<typeof users.all>[number];

export const registrations = defineCollection(
  "registrations",
  z.object({
    id: z.string(),
    userName: z.string(),
    userType: z.enum(["EMAIL", "MOBILE"]),
    name: z.string(),
    password: z.string(),
    createdAt: z.number(),
  }),
);

export const otpPurposes = ["register", "forgot", "ebill", "ftth", "order", "profile"] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

export const otps = defineCollection(
  "otps",
  z.object({
    id: z.number(),
    purpose: z.enum(otpPurposes),
    /** What the OTP was sent for: a user name, a contact, an order id... */
    subject: z.string(),
    code: z.string(),
    expiresAt: z.number(),
    used: z.boolean(),
    attempts: z.number(),
  }),
);

export const tokens = defineCollection(
  "tokens",
  z.object({
    token: z.string(),
    kind: z.enum(["access", "refresh"]),
    userName: z.string(),
    expiresAt: z.number(),
    revoked: z.boolean(),
  }),
);

/** A message the operator sent (SMS or email) and the OTP it carried; the control API lists them as they are. */
export const outboxMessage = z.object({
  id: z.number(),
  channel: z.enum(["sms", "email"]),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  otp: z.string().nullable(),
  at: z.number(),
});

export const outbox = defineCollection("outbox", outboxMessage);

/** A line in the operator's records (whether or not some portal user has linked it). */
export const lines = defineCollection(
  "lines",
  z.object({
    telephoneNo: z.string(),
    accountNo: z.string(),
    nic: z.string(),
    ownerName: z.string(),
    promotionType: z.enum(["Postpaid", "Prepaid"]),
    /** The persona that created it, so area seeders can read its options. */
    persona: z.string(),
    /** Free-form options of the persona template for this line (area seeders read them). */
    spec: z.record(z.string(), z.unknown()),
  }),
);
export type LineRecord = ReturnType<typeof lines.all>[number];

/** Which lines a portal user linked, in order (the first is selected by default). */
export const links = defineCollection("links", z.object({ userName: z.string(), telephoneNo: z.string(), accountNo: z.string(), position: z.number() }));

export const MAX_LINKED_ACCOUNTS = 4;

export async function send(channel: "sms" | "email", to: string, subject: string, body: string, otp: string | null = null) {
  return outbox.create({ id: nextId("outbox"), channel, to, subject, body, otp, at: nowMs() });
}

export function findUser(userName: string): UserRecord | undefined {
  return users.findFirst((q) => q.where({ userName: userName.toLowerCase() })) ?? undefined;
}

export function linkedLines(userName: string) {
  return links.findMany((q) => q.where({ userName })).sort((a, b) => a.position - b.position);
}

export function findLine(telephoneNo: string): LineRecord | undefined {
  return lines.findFirst((q) => q.where({ telephoneNo })) ?? undefined;
}
