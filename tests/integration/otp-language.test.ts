/**
 * The operator's OTP messages follow the customer's language: the portal sends the request's language
 * with every operator call (Accept-Language, app/operator/transport.server.ts), and the simulated
 * operator words the SMS or e-mail it sends in Sinhala, Tamil or English.
 */
import { describe, expect, it } from "vitest";
import * as auth from "#contracts/auth";
import { withLanguage } from "~/i18n/language.server";
import { send, useSimulator } from "../support/sim";

const sim = useSimulator();
let n = 0;
const uniqueEmail = () => `otp-lang${Date.now().toString(36)}${n++}@example.lk`;

/** A portal request from a customer who chose `lang` (the language cookie). */
const customerRequest = (lang: string) => new Request("http://portal.test/register", { headers: { Cookie: `lang=${lang}` } });

async function registerIn(lang: string) {
  const email = uniqueEmail();
  const result = await withLanguage(customerRequest(lang), () =>
    send(auth.registerV2, { userName: email, password: "secret1", confirmPassword: "secret1", Name: "Amali Jayasinghe", userType: "EMAIL" }),
  );
  expect(result).toMatchObject({ kind: "answer", answer: { isSuccess: true } });
  const [message] = await sim.client.outbox(email);
  if (!message?.otp) throw new Error(`no OTP was sent to ${email}`);
  return message;
}

describe("the OTP message the operator sends", () => {
  it.each([
    ["si", "ඔබගේ OTP කේතය", /^ඔබගේ OTP කේතය (\d{6})\. එය මිනිත්තු 5කින් කල් ඉකුත් වේ\./],
    ["ta", "உங்கள் OTP குறியீடு", /^உங்கள் OTP குறியீடு (\d{6})\. இது 5 நிமிடங்களில் காலாவதியாகும்\./],
    ["en", "Your verification code", /^Your verification code is (\d{6})\. It expires in 5 minutes\./],
  ])("is worded in the customer's language (%s), with the code it carries", async (lang, subject, body) => {
    const message = await registerIn(lang);
    expect(message.subject).toBe(subject);
    expect(message.body).toMatch(body);
    expect(body.exec(message.body)?.[1]).toBe(message.otp);
  });

  it("is in English when the portal names no language of the operator's (or none at all)", async () => {
    const email = uniqueEmail();
    await send(auth.registerV2, { userName: email, password: "secret1", confirmPassword: "secret1", Name: "Amali Jayasinghe", userType: "EMAIL" });
    expect((await sim.client.outbox(email))[0]?.subject).toBe("Your verification code");
  });

  it("follows the language of the request that sends it again (resend, forgot password)", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    await withLanguage(customerRequest("ta"), () => send(auth.resendOtp, { userName: persona.userName, userType: "EMAIL" }));
    expect((await sim.client.outbox(persona.userName))[0]?.subject).toBe("உங்கள் OTP குறியீடு");
    await withLanguage(customerRequest("si"), () => send(auth.resendOtp, { userName: persona.userName, userType: "EMAIL" }));
    expect((await sim.client.outbox(persona.userName))[0]?.subject).toBe("ඔබගේ OTP කේතය");
  });
});
