/** The recording's anonymiser (scripts/anonymise.ts): every kind of personal datum replaced, the same way every time and everywhere. */
import { describe, expect, it } from "vitest";
import { Anonymiser, anonymise, keyKind } from "../../scripts/anonymise";
import { cities } from "../../fixtures/cities";
import { givenNames, surnames } from "../../fixtures/names";

const jwt = [
  Buffer.from('{"alg":"RS256","typ":"JWT"}').toString("base64url"),
  Buffer.from('{"sub":"nimal.perera@gmail.com","name":"Nimal Perera"}').toString("base64url"),
  "c2lnbmF0dXJlLW9mLXRoZS10b2tlbg",
].join(".");

/** A recording as the recorder holds it: requests and answer bodies of one account. */
const recording = [
  { input: { username: "nimal.perera@gmail.com" }, body: { dataBundle: [{ telephoneno: "0112345678", accountno: "0031234567", status: "ACTIVE" }] } },
  {
    input: { telephoneNo: "0112345678" },
    body: {
      dataBundle: {
        accountNo: "0031234567",
        contactNamewithInit: "N. Perera",
        contactMobile: "0771234567",
        listofBBService: [{ serviceID: "94112345678", packageName: "ANY BEAT" }],
        listofPEOService: [{ serviceID: "IPTV112345678", packageName: "PEO TV Gold" }],
      },
    },
  },
  {
    input: { subscriberID: "94112345678" },
    body: {
      dataBundle: {
        fullname: "Nimal Perera",
        email: "nimal.perera@gmail.com",
        phone: 94771234567,
        nic: "851234567V",
        NIC_NO: "198512345678",
        passport: "N1234567",
        billingAddress: { line1: "No. 12, Galle Road", city: "Colombo 03" },
        address: "45/2 Temple Lane, Kandy",
        accessToken: "at.gdhovy1.1mdtxmv",
        session: { jwt },
        message: `Dear Nimal Perera, your bill for 0112345678 was sent to nimal.perera@gmail.com. NIC 851234567v; ref ${jwt}`,
      },
    },
  },
  {
    input: {},
    body: {
      dataBundle: { name: "Nimal Perera", userName: "nimal.perera@gmail.com", userType: "EMAIL", altrContact: "0719876543" },
      buckets: [{ name: "Any Time Usage", used: "12.5" }],
      other: { firstName: "Kamala", lastName: "Silva", ownerName: "K. Silva" },
    },
  },
];

const originals = [
  "nimal.perera@gmail.com",
  "0112345678",
  "112345678",
  "0031234567",
  "0771234567",
  "771234567",
  "0719876543",
  "851234567",
  "198512345678",
  "N1234567",
  "Galle Road",
  "Temple Lane",
  "at.gdhovy1.1mdtxmv",
  "c2lnbmF0dXJlLW9mLXRoZS10b2tlbg",
  "Nimal",
  "Perera",
  "Kamala",
  "Silva",
];

describe("anonymise", () => {
  const out = anonymise(recording);
  const text = JSON.stringify(out);
  const [lines, detail, profile, info] = out as typeof recording;
  const d = detail!.body.dataBundle as Record<string, unknown> & {
    listofBBService: Array<{ serviceID: string }>;
    listofPEOService: Array<{ serviceID: string }>;
  };
  const p = profile!.body.dataBundle as Record<string, unknown> & { billingAddress: Record<string, string>; session: { jwt: string } };
  const u = info!.body as unknown as { dataBundle: Record<string, string>; buckets: Array<{ name: string }>; other: Record<string, string> };

  it("leaves no original anywhere", () => {
    for (const original of originals) expect(text.toLowerCase(), original).not.toContain(original.toLowerCase());
  });

  it("replaces telephone and subscriber numbers in their form, 0 and 94 alike, also inside other ids", () => {
    const line = (lines!.body.dataBundle as Array<{ telephoneno: string; accountno: string }>)[0]!;
    expect(line.telephoneno).toMatch(/^011\d{7}$/);
    expect(detail!.input.telephoneNo).toBe(line.telephoneno);
    expect(d.listofBBService[0]!.serviceID).toBe(`94${line.telephoneno.slice(1)}`);
    expect(profile!.input.subscriberID).toBe(`94${line.telephoneno.slice(1)}`);
    expect(d.listofPEOService[0]!.serviceID).toBe(`IPTV${line.telephoneno.slice(1)}`);
    expect(d.contactMobile).toMatch(/^077\d{7}$/);
    // A mobile sent as a number stays a number, in the 94 form of the same replacement.
    expect(p.phone).toBe(Number(`94${String(d.contactMobile).slice(1)}`));
    expect(u.dataBundle.altrContact).toMatch(/^071\d{7}$/);
    expect(p.message).toContain(line.telephoneno);
  });

  it("replaces account numbers, NICs and passport numbers in their form", () => {
    const line = (lines!.body.dataBundle as Array<{ accountno: string }>)[0]!;
    expect(line.accountno).toMatch(/^00\d{8}$/);
    expect(d.accountNo).toBe(line.accountno);
    expect(p.nic).toMatch(/^\d{9}V$/);
    expect(p.NIC_NO).toMatch(/^(19|20)\d{10}$/);
    expect(p.passport).toMatch(/^[A-Z]\d{7}$/);
    // The old NIC in free text is the same replacement, its letter's case kept.
    expect(p.message).toContain(`NIC ${String(p.nic).slice(0, 9)}v;`);
  });

  it("replaces e-mail addresses the same in requests, bodies and free text", () => {
    expect(lines!.input.username).toMatch(/^[a-z.]+\d{2}@example\.com$/);
    expect(p.email).toBe(lines!.input.username);
    expect(u.dataBundle.userName).toBe(lines!.input.username);
    expect(p.message).toContain(`sent to ${lines!.input.username}.`);
  });

  it("replaces persons' names with names of fixtures/names.ts, the same words the same way", () => {
    const [given] = String(p.fullname).split(" ");
    expect(givenNames).toContain(given);
    expect(surnames.some((s) => String(p.fullname).endsWith(s))).toBe(true);
    expect(u.dataBundle.name).toBe(p.fullname);
    expect(d.contactNamewithInit).toMatch(new RegExp(`^[A-Z]\\. ${String(p.fullname).slice(given!.length + 1)}$`));
    expect(p.message).toContain(`Dear ${p.fullname},`);
    expect(givenNames).toContain(u.other.firstName);
    expect(u.other.ownerName).toMatch(new RegExp(`^[A-Z]\\. ${u.other.lastName}$`));
    // A usage item's name is no person's.
    expect(u.buckets[0]!.name).toBe("Any Time Usage");
  });

  it("replaces addresses (a whole address object) and tokens, a JWT by a JWT", () => {
    expect(p.billingAddress.line1).toMatch(/^No\. \d+, .+, .+$/);
    expect(cities.map((c) => c.city)).toContain(p.billingAddress.city);
    expect(p.billingAddress.city).not.toMatch(/colombo/i);
    expect(p.address).toMatch(/^No\. \d+, .+, .+$/);
    expect(p.accessToken).toMatch(/^[a-z]{2}\.[a-z\d]{7}\.[a-z\d]{7}$/);
    const [header, payload, signature] = p.session.jwt.split(".");
    expect(JSON.parse(Buffer.from(header!, "base64url").toString())).toEqual({ alg: "HS256", typ: "JWT" });
    expect(JSON.parse(Buffer.from(payload!, "base64url").toString())).toEqual({ sub: expect.stringMatching(/^recorded-[0-9a-f]{8}$/) });
    expect(signature).toHaveLength("c2lnbmF0dXJlLW9mLXRoZS10b2tlbg".length);
    expect(p.message).toContain(`ref ${p.session.jwt}`);
  });

  it("is deterministic for a salt, and another salt gives other replacements", () => {
    expect(anonymise(recording)).toEqual(out);
    expect(JSON.stringify(anonymise(structuredClone(recording)))).toBe(text);
    const salted = JSON.stringify(anonymise(recording, "another"));
    expect(salted).not.toBe(text);
    for (const original of originals) expect(salted.toLowerCase()).not.toContain(original.toLowerCase());
  });

  it("keeps one replacement per original across calls of one anonymiser", () => {
    const a = new Anonymiser();
    a.learn(recording);
    const first = a.rewrite({ telephoneNo: "0112345678" });
    expect(a.rewrite({ subscriberID: "94112345678" }).subscriberID).toBe(`94${first.telephoneNo.slice(1)}`);
    expect(first.telephoneNo).toBe((lines!.body.dataBundle as Array<{ telephoneno: string }>)[0]!.telephoneno);
  });

  it("never gives an original as another's replacement, nor two originals one replacement", () => {
    const many = Array.from({ length: 300 }, (_, i) => ({ telephoneNo: `0112${String(i).padStart(6, "0")}` }));
    const replaced = anonymise(many).map((m) => m.telephoneNo);
    expect(new Set(replaced).size).toBe(many.length);
    const before = new Set(many.map((m) => m.telephoneNo));
    expect(replaced.filter((r) => before.has(r))).toEqual([]);
  });

  it("reads keys case-insensitively, without _ and -", () => {
    expect(keyKind("TelephoneNo")).toBe("phone");
    expect(keyKind("LTESLTNumber")).toBe("phone");
    expect(keyKind("account_no")).toBe("account");
    expect(keyKind("CUSTOMER-NAME")).toBe("name");
    expect(keyKind("fillname")).toBe("name");
    expect(keyKind("refresh_token")).toBe("secret");
    expect(keyKind("PP")).toBe("passport");
    expect(keyKind("name")).toBeNull();
    expect(keyKind("name", true)).toBe("name");
    expect(keyKind("packageName")).toBeNull();
    expect(keyKind("emailAddress")).toBeNull();
  });
});
