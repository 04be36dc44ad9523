import { describe, expect, it } from "vitest";
import * as services from "#contracts/services";
import { parseWithSchema } from "~/forms/parse";
import { heldServices } from "~/routes/_shell.newService.$status.$type/context.server";
import {
  connectionRequestInput,
  connectionRequestSchema,
  describeRequest,
  ordersOnline,
  requestPath,
  requestSummary,
  requestTarget,
} from "~/routes/_shell.newService.$status.$type/request";

const errorsOf = (s: object) => ("error" in s ? (s.error as Record<string, string[]> | undefined) : undefined);

function form(entries: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) for (const one of ([] as string[]).concat(v)) data.append(k, one);
  return data;
}

const valid = { firstName: "Dilani", lastName: "Jayasuriya", nic: "923456789V", mobile: "0761234567", services: ["voice"] };

describe("connection request route parameters", () => {
  it("knows new and upgrade, and the five types (case aside)", () => {
    expect(requestTarget("new", "fiber")).toEqual({ status: "new", type: "fiber" });
    expect(requestTarget("upgrade", "PEO TV")).toEqual({ status: "upgrade", type: "PEO TV" });
    expect(requestTarget("new", "4g lte")).toEqual({ status: "new", type: "4G LTE" });
    expect(requestTarget("old", "fiber")).toBeNull();
    expect(requestTarget("new", "ADSL")).toBeNull();
    expect(requestTarget("new", undefined)).toBeNull();
  });

  it("encodes the space of 4G LTE and PEO TV in the URL, and orders new fibre online", () => {
    expect(requestPath("new", "4G LTE")).toBe("/newService/new/4G%20LTE");
    expect(ordersOnline("new", "fiber")).toBe(true);
    expect(ordersOnline("upgrade", "fiber")).toBe(false);
    expect(ordersOnline("new", "Megaline")).toBe(false);
  });
});

describe("connection request form", () => {
  const schema = connectionRequestSchema("new", []);

  it("has each field's message, word for word", () => {
    const s = parseWithSchema(form({ firstName: " ", lastName: "", nic: "", mobile: "" }), { schema });
    expect(errorsOf(s)).toEqual({
      firstName: ["First name can not be empty"],
      lastName: ["Last name can not be empty"],
      nic: ["Enter valid NIC number"],
      mobile: ["Enter valid mobile"],
      services: ["Select at least one service"],
    });
  });

  it("wants a mobile of exactly 10 digits", () => {
    for (const mobile of ["076123456", "07612345678", "07612345a7", "+947612345"]) {
      expect(errorsOf(parseWithSchema(form({ ...valid, mobile }), { schema }))?.mobile, mobile).toEqual(["Enter valid mobile"]);
    }
    expect(parseWithSchema(form({ ...valid, mobile: " 0761234567 " }), { schema }).status).toBe("success");
  });

  it("wants a NIC of nine digits and a letter, or 12 digits", () => {
    for (const nic of ["92345678V", "9234567890", "923456789VV", "12345678901", "1234567890123", "92345678 V"]) {
      expect(errorsOf(parseWithSchema(form({ ...valid, nic }), { schema }))?.nic, nic).toEqual(["Enter valid NIC number"]);
    }
    for (const nic of ["923456789v", "923456789X", "199234567890"]) expect(parseWithSchema(form({ ...valid, nic }), { schema }).status, nic).toBe("success");
  });

  it("asks no NIC for an upgrade, and sends none", () => {
    const s = parseWithSchema(form({ ...valid, nic: "rubbish" }), { schema: connectionRequestSchema("upgrade", []) });
    expect(s.status === "success" && s.value.nic).toBe("");
  });

  it("wants at least one service the account does not hold, and never sends held ones", () => {
    const upgrade = connectionRequestSchema("upgrade", ["voice", "broadband"]);
    expect(errorsOf(parseWithSchema(form({ ...valid, services: ["voice", "broadband"] }), { schema: upgrade }))).toEqual({
      services: ["Select at least one service"],
    });
    const s = parseWithSchema(form({ ...valid, services: ["broadband", "peoTv", "voice", "radio"] }), { schema: upgrade });
    expect(s.status === "success" && s.value.services).toEqual(["peoTv"]);
  });

  it("trims names and upper-cases the NIC", () => {
    const s = parseWithSchema(form({ ...valid, firstName: " Dilani ", nic: "923456789v", services: ["broadband", "voice"] }), { schema });
    expect(s.status === "success" && s.value).toEqual({
      firstName: "Dilani",
      lastName: "Jayasuriya",
      nic: "923456789V",
      mobile: "0761234567",
      services: ["voice", "broadband"],
    });
  });
});

describe("the operator call's parameters", () => {
  it("map the form to the contract (ConatctTelNo, description of status, type and services)", () => {
    const input = connectionRequestInput(
      { status: "new", type: "Megaline" },
      { firstName: "Dilani", lastName: "Jayasuriya", nic: "923456789V", mobile: "0761234567", services: ["voice", "peoTv"] },
      null,
    );
    expect(input).toEqual({
      telephoneNo: "",
      title: "",
      firstName: "Dilani",
      lastName: "Jayasuriya",
      nic: "923456789V",
      ConatctTelNo: "0761234567",
      description: "new Megaline: Voice, PEO TV",
    });
    expect(services.connectionRequest.request.safeParse(input).success).toBe(true);
    expect(describeRequest("upgrade", "Broadband", ["broadband"])).toBe("upgrade Broadband: Broadband");
  });

  it("say in the confirm dialog what is asked for", () => {
    expect(requestSummary("new", "4G LTE", ["voice", "peoTv"])).toBe("A new 4G LTE connection with Voice, PEO TV.");
    expect(requestSummary("upgrade", "Broadband", ["broadband"])).toBe("Add Broadband to your connection.");
  });

  it("reads the services an account holds from its service list", () => {
    const line = { serviceID: "1", packageName: null, serviceStatus: "ACTIVE" };
    expect(heldServices({ prepaid: false, voice: [line], peoTv: [line], broadband: [] })).toEqual(["voice", "peoTv"]);
    expect(heldServices(null)).toEqual([]);
  });
});
