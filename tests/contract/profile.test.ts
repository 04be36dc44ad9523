/** Profile in the simulator: alternate contact verified by OTP, the erroShow envelope, and deleting the profile. */
import { describe, expect, it } from "vitest";
import * as auth from "#contracts/auth";
import * as profile from "#contracts/profile";
import { send, signIn, useSimulator } from "../support/sim";

const sim = useSimulator();

describe("profile", () => {
  it("saves a mobile alternate contact for an EMAIL user only after its OTP is verified", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    const token = await signIn(persona);
    const update = (altrContact: string, name = "Nimal A. Perera") => send(profile.updateUserInfo, { userName: persona.userName, name, altrContact }, token);

    // The error text arrives as erroShow and is read as errorShow.
    expect(await update("someone@example.com")).toMatchObject({ answer: { isSuccess: false, errorShow: "Enter valid mobile number" } });
    expect(await update("0712345678")).toMatchObject({
      answer: { isSuccess: false, errorShow: "Please verify your alternate contact with the OTP we sent to it." },
    });

    expect(await send(profile.sendOtp, { requestType: "FTTH", otpSource: "MOBILE", otpContact: "071 234 5678" }, token)).toMatchObject({
      answer: { isSuccess: true },
    });
    // The OTP goes to the number however it was typed.
    const otp = await sim.client.latestOtp("0712345678");
    expect(await send(profile.verifyOtp, { requestType: "eBill", otpSource: "MOBILE", otpCode: otp }, token)).toMatchObject({
      answer: { isSuccess: false },
    });
    expect(await send(profile.verifyOtp, { requestType: "FTTH", otpSource: "MOBILE", otpCode: otp }, token)).toMatchObject({
      answer: { isSuccess: true },
    });

    expect(await update("0712345678")).toMatchObject({ answer: { isSuccess: true } });
    expect(await send(profile.viewUserInfo, {}, token)).toMatchObject({
      answer: { isSuccess: true, dataBundle: { name: "Nimal A. Perera", altrContact: "0712345678" } },
    });
    expect(await send(profile.contactDetails, {}, token)).toMatchObject({ answer: { dataBundle: { altrContact: "0712345678" } } });
  });

  it("asks a MOBILE user for an email as alternate contact", async () => {
    const persona = await sim.client.createPersona("prepaid-lte");
    const token = await signIn(persona);
    expect(await send(profile.updateUserInfo, { userName: persona.userName, name: "Kamala", altrContact: "0712345678" }, token)).toMatchObject({
      answer: { isSuccess: false, errorShow: "Enter valid email" },
    });
    expect(await send(profile.sendOtp, { requestType: "FTTH", otpSource: "EMAIL", otpContact: "not-an-email" }, token)).toMatchObject({
      answer: { isSuccess: false, errorShow: "Enter valid email" },
    });
  });

  it("deletes the profile only with the right password, then the user can no longer sign in", async () => {
    const persona = await sim.client.createPersona("postpaid-fibre");
    const token = await signIn(persona);
    const terminate = (password: string) => send(profile.terminateProfile, { userName: persona.userName, userType: "EMAIL", password }, token);
    expect(await terminate("")).toMatchObject({ answer: { isSuccess: false, errorShow: "Please enter your password." } });
    expect(await terminate("wrong")).toMatchObject({ answer: { isSuccess: false, errorShow: "The password you entered is incorrect." } });
    expect(await terminate(persona.password)).toMatchObject({ answer: { isSuccess: true } });

    expect(await send(profile.viewUserInfo, {}, token)).toMatchObject({ kind: "unauthorized" });
    expect(await send(auth.login, { username: persona.userName, password: persona.password, channelID: "WEB" })).toMatchObject({ kind: "unauthorized" });
    const users = await sim.client.call("listUsers");
    expect(users.map((u) => u.userName)).not.toContain(persona.userName);
  });
});
