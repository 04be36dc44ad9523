/**
 * The contracts accept what the real operator API sends (bare token objects, strings for numbers,
 * varying envelopes), not only what our simulator sends: the portal talks to both.
 */
import { describe, expect, it } from "vitest";
import * as auth from "#contracts/auth";
import * as banners from "#contracts/banners";
import { envelope, gatewayFault, num, optNum, optText, str } from "#contracts/core";
import { z } from "zod";

describe("bare token bodies", () => {
  it("parses Account/Login's camelCase token object", () => {
    expect(auth.login.response.parse({ accessToken: "a", refreshToken: "r", errorShow: null, expires_in: 3600 })).toEqual({
      accessToken: "a",
      refreshToken: "r",
      errorShow: null,
    });
  });

  it("parses refresh answers with snake_case or camelCase keys", () => {
    const expected = { accessToken: "a2", refreshToken: "r2", errorShow: null };
    expect(auth.refreshToken.response.parse({ access_token: "a2", refresh_token: "r2", token_type: "bearer" })).toEqual(expected);
    expect(auth.refreshToken.response.parse({ accessToken: "a2", refreshToken: "r2" })).toEqual(expected);
  });

  it("parses a refused sign-in that carries only errorShow", () => {
    expect(auth.login.response.parse({ errorShow: "Account locked" })).toMatchObject({ accessToken: null, errorShow: "Account locked" });
  });
});

describe("the envelope", () => {
  const bundle = envelope(z.object({ amount: num }));

  it("accepts null, empty and missing error fields on success", () => {
    expect(
      bundle.parse({ isSuccess: true, dataBundle: { amount: 5 }, errorMessege: null, errorShow: "", exceptionDetail: null, errorCode: null }),
    ).toMatchObject({
      isSuccess: true,
      dataBundle: { amount: 5 },
    });
    expect(bundle.parse({ isSuccess: true, dataBundle: { amount: 5 } }).isSuccess).toBe(true);
  });

  it("accepts a failure whatever its dataBundle, with a server stack trace in exceptionDetail", () => {
    const failure = bundle.parse({
      isSuccess: false,
      dataBundle: null,
      errorMessege: "Object reference not set",
      exceptionDetail: "System.NullReferenceException at Api.Controllers...",
      errorShow: "Unable to process your request",
      errorCode: 500,
    });
    expect(failure).toMatchObject({ isSuccess: false, errorShow: "Unable to process your request" });
  });

  it("rejects a success whose dataBundle breaks the contract", () => {
    expect(bundle.safeParse({ isSuccess: true, dataBundle: { amount: "lots" } }).success).toBe(false);
  });
});

describe("numbers", () => {
  it("reads numbers sent as strings or numbers", () => {
    expect(num.parse("600.0")).toBe(600);
    expect(num.parse(" 42 ")).toBe(42);
    expect(num.parse(12.5)).toBe(12.5);
    expect(num.safeParse("N/A").success).toBe(false);
  });

  it("reads a missing, null or empty number as null (a null usage limit means unlimited)", () => {
    expect(optNum.parse(null)).toBeNull();
    expect(optNum.parse("")).toBeNull();
    expect(optNum.parse(undefined)).toBeNull();
    expect(optNum.parse("10")).toBe(10);
  });
});

describe("the tolerant scalars' quick path", () => {
  // num, optNum, str and optText answer the values they accept without zod's union and pipe steps (contracts/core.ts
  // `quickly`). A clone is the same schema without that path: the two must agree on every value, alone and in an
  // object (where a failure's path shows), in what they give and in the issues they raise. (optNum's clone still holds
  // num, quick path and all: num's own case holds that one to its schema.)
  const values: unknown[] = [
    0,
    -0,
    1.5,
    -2,
    600,
    NaN,
    Infinity,
    -Infinity,
    "1",
    "600.0",
    " 42 ",
    "-4",
    "\u00a07.3\t",
    "1e5",
    "1.",
    ".5",
    "0x10",
    "--1",
    "12abc",
    "",
    " ",
    "N/A",
    "٣",
    null,
    undefined,
    true,
    false,
    {},
    [],
    [1],
  ];
  const schemas = { num, optNum, str, optText };
  for (const [name, schema] of Object.entries(schemas)) {
    it(`${name} gives what the schema itself gives, for every kind of value`, () => {
      const reference = schema.clone();
      for (const value of values) {
        for (const [quick, slow] of [
          [schema, reference],
          [z.object({ field: schema }), z.object({ field: reference })],
        ] as const) {
          const input = quick === schema ? value : { field: value };
          const [a, b] = [quick.safeParse(input), slow.safeParse(input)];
          expect({ value, success: a.success, data: a.data, issues: a.error?.issues }).toEqual({
            value,
            success: b.success,
            data: b.data,
            issues: b.error?.issues,
          });
          if (a.success && typeof a.data === "number") expect(Object.is(a.data, b.data), `${name}(${String(value)})`).toBe(true);
        }
      }
    });
  }
});

describe("the gateway's own fault body", () => {
  it("parses {httpCode, httpMessage, moreInformation}", () => {
    expect(gatewayFault.parse({ httpCode: "503", httpMessage: "Service Unavailable", moreInformation: "backend down" })).toMatchObject({
      httpCode: "503",
    });
    expect(gatewayFault.parse({ httpCode: 500, httpMessage: "Internal Server Error" }).httpCode).toBe("500");
  });
});

describe("banner service", () => {
  it("accepts a bare list or an enveloped one", () => {
    expect(banners.bannerUrls.response.parse([{ url: "https://x/1.png" }])).toEqual([{ url: "https://x/1.png" }]);
    expect(banners.bannerUrls.response.parse({ isSuccess: true, dataBundle: [{ url: "https://x/2.png" }] })).toEqual([{ url: "https://x/2.png" }]);
  });

  it("defaults to no categories when BannerDetailRequest answers null", () => {
    expect(banners.bannerDetail.response.parse({ isSuccess: true, dataBundle: null })).toMatchObject({ dataBundle: [] });
  });
});
