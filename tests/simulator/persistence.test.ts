/**
 * Persistence (SIM_STATE_FILE): the standalone server saves after every change and loads at start,
 * so a registered user can still sign in after a restart; a corrupt file is refused with a clear message.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startSimulator } from "../../simulator/server";
import { resetWorld } from "../../simulator/reset";
import { StateFileError } from "../../simulator/persistence";
import { findUser } from "../../simulator/store";
import { simulatorClient } from "../../simulator/control/client";

let dir: string;
let stateFile: string;
const running: Array<{ close: () => Promise<void> }> = [];

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "sim-state-"));
  stateFile = path.join(dir, "state.json");
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
  await fs.rm(dir, { recursive: true, force: true });
});

async function start() {
  const sim = await startSimulator({ port: 0, stateFile });
  running.push(sim);
  return { ...sim, client: simulatorClient(sim.origin), stop: () => sim.close().then(() => void running.splice(running.indexOf(sim), 1)) };
}

/** A form post to the operator API, as the portal sends it. */
async function operator(origin: string, route: string, fields: Record<string, string>) {
  const response = await fetch(`${origin}/api/${route}`, {
    method: "POST",
    headers: { "x-ibm-client-id": "qa", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("state file", () => {
  it("keeps a registered user able to sign in after a restart", async () => {
    const first = await start();
    expect(first.port).toBeGreaterThan(0);
    const email = "restart@example.lk";
    const reg = await operator(first.origin, "Account/RegisterV2", {
      userName: email,
      password: "secret1",
      confirmPassword: "secret1",
      Name: "Ruwan",
      userType: "EMAIL",
    });
    expect(reg.body).toMatchObject({ isSuccess: true });
    const otp = await first.client.latestOtp(email);
    const confirmed = await operator(first.origin, "Account/OTPAuthRequest", { id: String(reg.body.dataBundle), verifyOtp: otp, channelID: "WEB" });
    expect(confirmed.body).toMatchObject({ isSuccess: true });
    // A control call is saved as well.
    await first.client.clock({ set: "2030-06-01T00:00:00.000Z", freeze: true });
    await first.stop();

    // Wipe the memory of this process: only the file can bring the user back.
    await resetWorld();
    expect(findUser(email)).toBeUndefined();
    const saved = JSON.parse(await fs.readFile(stateFile, "utf8")) as { format: string };
    expect(saved.format).toBe("operator-simulator-state");

    const second = await start();
    const login = await operator(second.origin, "Account/Login", { username: email, password: "secret1", channelID: "WEB" });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect((await second.client.call("getClock")).now).toBe("2030-06-01T00:00:00.000Z");
  });

  it("saves soon after a change, without waiting for the server to stop", async () => {
    const sim = await start();
    const persona = await sim.client.createPersona("prepaid-lte");
    await expect.poll(async () => (await fs.readFile(stateFile, "utf8")).includes(persona.userName), { timeout: 2000 }).toBe(true);
  });

  it("starts a fresh world and writes the file when there is none yet", async () => {
    const sim = await start();
    expect((await sim.client.call("listUsers")).map((u) => u.userName)).toContain("fibre@demo.lk");
    await expect(fs.stat(stateFile)).resolves.toBeTruthy();
  });

  it("refuses a corrupt file with a message that names the file and says what to do", async () => {
    await fs.writeFile(stateFile, '{"format": "operator-simulator-state", "world": {');
    const started = startSimulator({ port: 0, stateFile });
    await expect(started).rejects.toBeInstanceOf(StateFileError);
    await expect(started).rejects.toThrow(`The simulator state file ${stateFile} is not valid JSON`);
    await expect(started).rejects.toThrow(/delete it to start from a fresh world/);
  });

  it("refuses JSON that is not a simulator state", async () => {
    await fs.writeFile(stateFile, JSON.stringify({ hello: "world" }));
    await expect(startSimulator({ port: 0, stateFile })).rejects.toThrow(/is not a simulator state \(format: /);
  });
});
