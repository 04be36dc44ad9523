/**
 * The OpenAPI document describes every contract; the drift check, run against the standalone
 * simulator as if it were the live operator, finds every read-only answer fitting its contract.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servicesUnder } from "#contracts/lk";
import { openApiDocument } from "#contracts/openapi";
import { registry } from "#contracts/registry";
import { simulatorClient } from "../../simulator/control/client";
import { driftReport, readOnlyContracts } from "../../scripts/drift-check";
import { startStandaloneSimulator, type StandaloneSimulator } from "../support/standalone-sim";

describe("openapi", () => {
  const doc = openApiDocument();
  const operations = Object.values(doc.paths).flatMap((ops) => Object.values(ops) as Array<Record<string, unknown>>);

  it("is an OpenAPI 3.1 document with one operation per contract", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(operations.map((op) => op.operationId).sort()).toEqual(registry.map((c) => c.name).sort());
  });

  it("describes how each call travels: the sign-in's form body, a read's query, bearer and client-id security", () => {
    const login = operations.find((op) => op.operationId === "auth.login") as { requestBody: { content: Record<string, { schema: { properties: object } }> } };
    expect(Object.keys(login.requestBody.content)).toEqual(["application/x-www-form-urlencoded"]);
    expect(Object.keys(login.requestBody.content["application/x-www-form-urlencoded"]!.schema.properties)).toEqual(
      expect.arrayContaining(["username", "password", "channelID"]),
    );
    const usage = operations.find((op) => op.operationId === "broadband.usageSummary") as {
      parameters: Array<{ name: string; in: string }>;
      security: object[];
      requestBody?: unknown;
      responses: Record<string, { content?: Record<string, { schema: object }> }>;
    };
    expect(usage.parameters).toEqual([expect.objectContaining({ name: "subscriberID", in: "query" })]);
    expect(usage.requestBody).toBeUndefined();
    expect(usage.security).toEqual([{ bearer: [], clientId: [] }]);
    // The envelope: a success with its dataBundle, or a refusal with errorShow.
    expect(JSON.stringify(usage.responses["200"]!.content!["application/json"]!.schema)).toContain('"dataBundle"');
  });

  it("sends a POST's fields as the spec lists them: in a form body ('POST x: fields'), or in the query ('POST x?fields', 'query ...')", () => {
    type Op = { parameters?: Array<{ name: string; in: string }>; requestBody?: { content: Record<string, { schema: { properties: object } }> } };
    const op = (id: string) => operations.find((o) => o.operationId === id) as Op;
    const bodyFields = (id: string) => Object.keys(op(id).requestBody?.content["application/x-www-form-urlencoded"]?.schema.properties ?? {});
    // Spec 000 §7: "POST prepaid add offer: LTESLTNumber, productId, ...".
    expect(bodyFields("prepaid.addOffer")).toEqual(
      expect.arrayContaining(["LTESLTNumber", "productId", "operationType", "channelName", "ChannelSeq", "offerName"]),
    );
    // Spec 001 §7's table: "POST timely-pay activation | query telephoneno, packageid, refrenceNo".
    expect(op("prepaid.timelyPayActivation").requestBody).toBeUndefined();
    expect(op("prepaid.timelyPayActivation").parameters?.map((p) => `${p.in} ${p.name}`)).toEqual(["query telephoneno", "query packageid", "query refrenceNo"]);
    // "POST BBVAS/AddVASDataBundlePostPaid?subscriberID&packageId&commitUser&channel=SCP, no body".
    expect(op("broadband.addVasDataBundle").requestBody).toBeUndefined();
    expect(op("broadband.addVasDataBundle").parameters?.map((p) => p.in)).toEqual(["query", "query", "query", "query"]);
  });
});

describe("drift check against the standalone simulator", () => {
  let sim: StandaloneSimulator | undefined;
  let origin = "";
  beforeAll(async () => {
    sim = await startStandaloneSimulator();
    origin = sim.origin;
  }, 70_000);
  afterAll(() => sim?.stop());

  it("calls only read-only contracts and finds each answer fitting its contract", async () => {
    const persona = await simulatorClient(origin).createPersona("postpaid-fibre");
    const bases = servicesUnder(origin);
    const rows = await driftReport({ bases, clientId: "drift-test", tvApiKey: "simulator-tv-key", userName: persona.userName, password: persona.password });
    expect(rows.map((r) => r.contract)).toEqual(readOnlyContracts(bases).map((c) => c.name));
    expect(rows.filter((r) => r.verdict === "drift")).toEqual([]);
    expect(rows.filter((r) => r.verdict === "fits").length).toBeGreaterThan(30);
    expect(rows.map((r) => r.contract)).not.toContain("voice.callForwardingRequest");
  }, 60_000);
});
