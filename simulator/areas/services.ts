/**
 * Connection requests (sales leads) and the signed link to the security-software partner (KSS),
 * with a stand-in partner landing page so the demo needs no internet.
 */
import { http, HttpResponse } from "msw";
import { z } from "zod";
import * as services from "#contracts/services";
import { DAY_MS } from "../../contracts/lk";
import { fail, implement, ok, reply, type Bases, type Implementation } from "../implement";
import { send } from "../store";
import { defineCollection, hash, nextId, nowMs, world } from "../world";
import { linkedLine, messages as access, normaliseTelephone, specOf } from "./bills/access";
import { esc, payPage } from "./bills/page";
import { reportTime } from "./bills/format";

export const messages = {
  firstName: "First name can not be empty",
  lastName: "Last name can not be empty",
  mobile: "Enter valid mobile",
  nic: "Enter valid NIC number",
  duplicate: "You have already submitted this request. Our sales team will contact you shortly.",
  submitted: "Submitted your request successfully.",
  noBroadband: "This subscriber has no broadband service.",
};

export const KSS_TOKEN_TTL_S = 600;

export const connectionRequests = defineCollection(
  "services.connectionRequests",
  z.object({
    refNo: z.string(),
    userName: z.string(),
    telephoneNo: z.string(),
    title: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    nic: z.string(),
    contactTelNo: z.string(),
    description: z.string(),
    at: z.number(),
  }),
);

const base64url = (text: string | Buffer) => Buffer.from(text).toString("base64url");

/** A JWT-shaped token (HS256 header; the signature is a deterministic stand-in). */
export function kssJwt(subscriberId: string): string {
  const iat = Math.floor(nowMs() / 1000);
  const header = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const payload = base64url(
    JSON.stringify({ iss: "selfcare", sub: subscriberId, subscriberId, service: "KSS", iat, exp: iat + KSS_TOKEN_TTL_S, jti: String(nextId("services.kss")) }),
  );
  const signature = Buffer.alloc(32);
  for (let i = 0; i < 8; i++) signature.writeUInt32BE(hash(`${world.seed}:${header}.${payload}:${i}`), i * 4);
  return `${header}.${payload}.${base64url(signature)}`;
}

function readJwt(token: string): { subscriberId?: string; exp?: number } | null {
  try {
    return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
  } catch {
    return null;
  }
}

export const implementations: Implementation[] = [
  implement(services.connectionRequest, async ({ input, me }) => {
    const firstName = input.firstName.trim();
    const lastName = input.lastName.trim();
    const nic = input.nic.trim().toUpperCase();
    const mobile = input.ConatctTelNo.trim();
    if (!firstName) return fail(messages.firstName);
    if (!lastName) return fail(messages.lastName);
    if (!/^\d{10}$/.test(mobile)) return fail(messages.mobile);
    // An old NIC is nine digits and a letter, a new one 12 digits; the portal checks the same, so both refuse the same input.
    if (nic && nic !== "NA" && !/^(\d{9}[A-Z]|\d{12})$/.test(nic)) return fail(messages.nic);
    const telephoneNo = input.telephoneNo.trim() ? normaliseTelephone(input.telephoneNo) : "";
    if (telephoneNo && !linkedLine(me.userName, telephoneNo)) return fail(access.notLinked);
    const description = input.description.trim();
    const since = nowMs() - DAY_MS;
    const again = connectionRequests.findMany((q) => q.where({ userName: me.userName, telephoneNo, description })).some((r) => r.at >= since);
    if (again) return fail(messages.duplicate);
    const refNo = `SL${String(nextId("services.lead", 500001)).padStart(8, "0")}`;
    await connectionRequests.create({
      refNo,
      userName: me.userName,
      telephoneNo,
      title: input.title.trim(),
      firstName,
      lastName,
      nic,
      contactTelNo: mobile,
      description,
      at: nowMs(),
    });
    await send(
      "sms",
      mobile,
      "Connection request",
      `Dear ${firstName}, we received your request (${refNo}). Our sales team will call you within 2 working days.`,
    );
    return ok({ refNo, message: messages.submitted });
  }),

  implement(services.kssToken, ({ input, me }) => {
    const line = linkedLine(me.userName, input.subscriberId);
    if (!line) return reply(403, { error: "forbidden", message: access.notLinked });
    if (!specOf(line).broadband) return reply(403, { error: "forbidden", message: messages.noBroadband });
    return { jwt: kssJwt(input.subscriberId) };
  }),
];

/** The partner's landing page the signed link opens (simulated). */
export function extraHandlers(bases: Bases) {
  return [
    http.get(`${bases.partner}/kss`, ({ request }) => {
      const token = new URL(request.url).searchParams.get("token") ?? "";
      const claims = readJwt(token);
      const valid = claims?.subscriberId && claims.exp && claims.exp * 1000 > nowMs();
      const body = valid
        ? `<h1>Kaspersky security for your broadband</h1><p role="status">You are signed in as broadband subscriber <strong>${esc(claims.subscriberId!)}</strong>.</p>
<p>This link is valid until ${esc(reportTime(claims.exp! * 1000))}. This page is the simulator's stand-in for the partner's site.</p>`
        : `<h1>Link expired</h1><p class="error" role="alert">This sign-in link is invalid or has expired. Please open Kaspersky again from Digital Life.</p>`;
      return new HttpResponse(payPage("Kaspersky", body), { status: valid ? 200 : 401, headers: { "content-type": "text/html; charset=utf-8" } });
    }),
  ];
}
