/** The simulated operator's authentication behaves like the operator: OTPs, lockout, resets, tokens. */
import { describe, expect, it } from "vitest";
import * as auth from "#contracts/auth";
import { send, useSimulator } from "../support/sim";

const sim = useSimulator();
let n = 0;
const uniqueEmail = () => `flow${Date.now().toString(36)}${n++}@example.lk`;

async function register(userName: string, password = "secret1") {
  const result = await send(auth.registerV2, { userName, password, confirmPassword: password, Name: "Amali Jayasinghe", userType: "EMAIL" });
  if (result.kind !== "answer" || !result.answer.isSuccess) throw new Error(JSON.stringify(result));
  return result.answer.dataBundle;
}

const login = (username: string, password: string) => send(auth.login, { username, password, channelID: "WEB" });

describe("registration", () => {
  it("sends a 6-digit OTP to the outbox and signs the user in with it", async () => {
    const email = uniqueEmail();
    const id = await register(email);
    const otp = await sim.client.latestOtp(email);
    expect(otp).toMatch(/^\d{6}$/);

    const confirmed = await send(auth.otpAuthRequest, { id, verifyOtp: otp, channelID: "WEB" });
    expect(confirmed).toMatchObject({ kind: "answer", answer: { isSuccess: true, dataBundle: { user_id: email } } });
    expect((await login(email, "secret1")).kind).toBe("answer");
  });

  it("refuses a wrong OTP, and the OTP is single use", async () => {
    const email = uniqueEmail();
    const id = await register(email);
    const otp = await sim.client.latestOtp(email);
    const wrong = otp === "000000" ? "111111" : "000000";
    expect(await send(auth.otpAuthRequest, { id, verifyOtp: wrong, channelID: "WEB" })).toMatchObject({
      answer: { isSuccess: false, errorShow: "Invalid OTP. Please check the code and try again." },
    });
    expect((await send(auth.otpAuthRequest, { id, verifyOtp: otp, channelID: "WEB" })).kind).toBe("answer");
    expect(await send(auth.otpAuthRequest, { id, verifyOtp: otp, channelID: "WEB" })).toMatchObject({ answer: { isSuccess: false } });
  });

  it("expires an OTP after 5 minutes of simulator time", async () => {
    const email = uniqueEmail();
    const id = await register(email);
    const otp = await sim.client.latestOtp(email);
    await sim.client.call("clock", { advanceMs: 6 * 60 * 1000 });
    expect(await send(auth.otpAuthRequest, { id, verifyOtp: otp, channelID: "WEB" })).toMatchObject({
      answer: { isSuccess: false, errorShow: "Your OTP has expired. Please request a new one." },
    });
    const resent = await send(auth.resendOtp, { userName: email, userType: "EMAIL" });
    expect(resent).toMatchObject({ answer: { isSuccess: true } });
    const fresh = await sim.client.latestOtp(email);
    expect((await send(auth.otpAuthRequest, { id, verifyOtp: fresh, channelID: "WEB" })).kind).toBe("answer");
  });

  it("refuses a user id that is already registered", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    const again = await send(auth.registerV2, { userName: persona.userName, password: "secret1", confirmPassword: "secret1", Name: "X", userType: "EMAIL" });
    expect(again).toMatchObject({ answer: { isSuccess: false, errorShow: "This user ID is already registered. Please sign in." } });
  });
});

describe("sign in", () => {
  it("answers 401 for a wrong password and locks the account after five", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    for (let i = 0; i < 4; i++) expect((await login(persona.userName, "wrong-password")).kind).toBe("unauthorized");
    const fifth = await login(persona.userName, "wrong-password");
    expect(fifth).toMatchObject({ kind: "answer", answer: { accessToken: null } });
    expect(await login(persona.userName, persona.password)).toMatchObject({ answer: { accessToken: null, errorShow: expect.stringContaining("locked") } });
    await sim.client.call("clock", { advanceMs: 16 * 60 * 1000 });
    expect(await login(persona.userName, persona.password)).toMatchObject({ answer: { accessToken: expect.any(String) } });
  });

  it("rotates refresh tokens: an old refresh token is refused", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    const first = await login(persona.userName, persona.password);
    if (first.kind !== "answer") throw new Error("sign in failed");
    const refreshed = await send(auth.refreshToken, { UserName: persona.userName, RefreshToken: first.answer.refreshToken!, channelID: "WEB" });
    expect(refreshed).toMatchObject({ kind: "answer", answer: { accessToken: expect.any(String), refreshToken: expect.any(String) } });
    const replay = await send(auth.refreshToken, { UserName: persona.userName, RefreshToken: first.answer.refreshToken!, channelID: "WEB" });
    expect(replay.kind).toBe("unauthorized");
  });

  it("never refreshes for the revoked-refresh persona", async () => {
    const persona = await sim.client.createPersona("refresh-revoked");
    const first = await login(persona.userName, persona.password);
    if (first.kind !== "answer") throw new Error("sign in failed");
    const refreshed = await send(auth.refreshToken, { UserName: persona.userName, RefreshToken: first.answer.refreshToken!, channelID: "WEB" });
    expect(refreshed.kind).toBe("unauthorized");
  });
});

describe("forgot password", () => {
  it("resets the password with the OTP sent by ResendOTPV2", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    expect(await send(auth.resendOtp, { userName: persona.userName, userType: "EMAIL" })).toMatchObject({ answer: { isSuccess: true } });
    const otp = await sim.client.latestOtp(persona.userName);
    expect(await send(auth.forgotPassword, { UserName: persona.userName, verifyOtp: otp, newPassword: "brandNew9" })).toMatchObject({
      answer: { isSuccess: true },
    });
    expect((await login(persona.userName, persona.password)).kind).toBe("unauthorized");
    expect(await login(persona.userName, "brandNew9")).toMatchObject({ answer: { accessToken: expect.any(String) } });
  });

  it("tells an unknown user id that it is not registered", async () => {
    expect(await send(auth.resendOtp, { userName: uniqueEmail(), userType: "EMAIL" })).toMatchObject({
      answer: { isSuccess: false, errorShow: "This user ID is not registered." },
    });
  });
});
