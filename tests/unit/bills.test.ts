import { createRemixStub } from "@remix-run/testing";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { BillMethods } from "~/bills/bills.server";
import { readBillMethods, readHistory, readTotalPayable } from "~/bills/bills.server";
import { parseWithSchema } from "~/forms/parse";
import type { Operator } from "~/operator/route.server";
import { BillMethodForm } from "~/routes/_shell.eBill.($type)/BillMethodForm";
import { billMethodSchema, eBillOtpSchema, eBillSchema, otpFrom } from "~/routes/_shell.eBill.($type)/schema";
import { tabOf, tabPath } from "~/routes/_shell.eBill.($type)/tabs";

const errorsOf = (s: object) => ("error" in s ? (s.error as Record<string, string[]> | undefined) : undefined);

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.append(k, v);
  return data;
}

describe("bill page tabs (/eBill/:type)", () => {
  it("/eBill is Total Payable; history, methods and register are the other views", () => {
    expect(tabOf(undefined)).toBe("payable");
    expect(tabOf("history")).toBe("history");
    expect(tabOf("methods")).toBe("methods");
    expect(tabOf("register")).toBe("register");
  });

  it("anything else is not a tab (404), including a second name for Total Payable", () => {
    for (const type of ["payable", "History", "1", "", "download"]) expect(tabOf(type)).toBeNull();
  });

  it("links /eBill for Total Payable", () => {
    expect(tabPath("payable")).toBe("/eBill");
    expect(tabPath("history")).toBe("/eBill/history");
  });
});

describe("bill method form", () => {
  it("wants a bill type: 'Please Select Bill type'", () => {
    const s = parseWithSchema(form({ agree: "on" }), { schema: billMethodSchema });
    expect(errorsOf(s)).toEqual({ billCode: ["Please Select Bill type"] });
  });

  it("wants the terms agreed: 'Please Check Checkbox to Agree'", () => {
    const s = parseWithSchema(form({ billCode: "01" }), { schema: billMethodSchema });
    expect(errorsOf(s)).toEqual({ agree: ["Please Check Checkbox to Agree"] });
  });

  it("code 02 wants an email: 'E-Mail cannot be empty', then 'Enter valid email'", () => {
    expect(errorsOf(parseWithSchema(form({ billCode: "02", email: "  ", agree: "on" }), { schema: billMethodSchema }))).toEqual({
      email: ["E-Mail cannot be empty"],
    });
    for (const email of ["kasun", "kasun@", "kasun@example", "a b@example.com"]) {
      expect(errorsOf(parseWithSchema(form({ billCode: "02", email, agree: "on" }), { schema: billMethodSchema }))).toEqual({ email: ["Enter valid email"] });
    }
  });

  it("other codes ignore the email field and send none", () => {
    const s = parseWithSchema(form({ billCode: "23", email: "broken@", agree: "on" }), { schema: billMethodSchema });
    expect(s.status).toBe("success");
    expect(s.status === "success" && s.value).toMatchObject({ billCode: "23", email: "" });
  });

  it("code 02 sends the trimmed email", () => {
    const s = parseWithSchema(form({ billCode: "02", email: " kasun@example.com ", agree: "on" }), { schema: billMethodSchema });
    expect(s.status === "success" && s.value).toMatchObject({ billCode: "02", email: "kasun@example.com" });
  });
});

describe("eBill form and OTP", () => {
  it("wants a valid email and the terms", () => {
    const s = parseWithSchema(form({ email: "kasun@" }), { schema: eBillSchema });
    expect(errorsOf(s)).toEqual({ email: ["Enter valid email"], agree: ["Please Check Checkbox to Agree"] });
    const ok = parseWithSchema(form({ email: " kasun@example.com", agree: "on" }), { schema: eBillSchema });
    expect(ok.status === "success" && ok.value.email).toBe("kasun@example.com");
  });

  it("joins the six OTP boxes; anything but 6 digits is 'Enter Valid Otp'", () => {
    expect(otpFrom(["1", "2", "3", "4", "5", "6"])).toEqual({ code: "123456", error: null });
    expect(otpFrom(["123456"])).toEqual({ code: "123456", error: null });
    for (const boxes of [["1", "2", "3"], ["1", "2", "3", "4", "5", "a"], ["1234567"], []]) {
      expect(otpFrom(boxes).error).toBe("Enter Valid Otp");
    }
  });

  it("the OTP form wants six digits for Verify only; Resend and Back go as they are", () => {
    const boxes = (intent: string, digits: string[]) => {
      const data = form({ intent });
      for (const d of digits) data.append("otp", d);
      return parseWithSchema(data, { schema: eBillOtpSchema });
    };
    expect(errorsOf(boxes("verify", ["1", "", "", "", "", ""]))).toEqual({ otp: ["Enter Valid Otp"] });
    const ok = boxes("verify", ["1", "2", "3", "4", "5", "6"]);
    expect(ok.status === "success" && ok.value.code).toBe("123456");
    for (const intent of ["resend-otp", "back"]) expect(boxes(intent, []).status).toBe("success");
  });
});

describe("bill page reads", () => {
  const account = { telephoneNo: "0112100017", accountNo: "0010023757" };
  /** An operator whose answers are parsed by the contract, as the real client does. */
  function operator(answers: Record<string, unknown>) {
    return {
      async data(contract: { name: string; response: { parse(v: unknown): unknown } }) {
        const answer = contract.response.parse(answers[contract.name]) as { isSuccess: boolean; dataBundle?: unknown; errorShow?: string | null };
        return answer.isSuccess ? { ok: true, data: answer.dataBundle } : { ok: false, message: answer.errorShow ?? "" };
      },
    } as unknown as Operator;
  }

  it("a last payment date of 1970/01/01 means no payment", async () => {
    const op = operator({
      "bills.billingInquiry": {
        isSuccess: true,
        dataBundle: {
          listofbillingInquiryType: [{ outstandingBalance: "2,450.75", lastBillDate: "2024/09/30", lastPaymentDate: "1970/01/01", lastPaymentAmount: "0.00" }],
        },
      },
    });
    expect(await readTotalPayable(op, account)).toEqual({
      ok: true,
      data: { outstanding: 2450.75, lastBillDate: "2024/09/30", lastPaymentDate: null, lastPaymentAmount: null },
    });
  });

  it("a failed load carries the operator's errorShow", async () => {
    const op = operator({ "bills.billingInquiry": { isSuccess: false, errorShow: "Service unavailable", dataBundle: null } });
    expect(await readTotalPayable(op, account)).toEqual({ ok: false, message: "Service unavailable" });
  });

  it("bill history rows: the view month (or the bill month), amounts, and whether the eBill downloads", async () => {
    const op = operator({
      "bills.billHistory": {
        isSuccess: true,
        dataBundle: {
          listofBillHistoryDetail: [
            {
              billMonth: "09/30/2024",
              billViewMonth: "Sep 2024",
              billValue: "6,761.40",
              payments: "",
              outstanding: 6761.4,
              billCode: "02",
              eBillAvailability: "Y",
            },
            { billMonth: "08/31/2024", billValue: 6500, payments: 6400, outstanding: "0.00", eBillAvailability: false },
          ],
        },
      },
    });
    expect(await readHistory(op, account)).toEqual({
      ok: true,
      data: [
        { month: "09/30/2024", label: "Sep 2024", billValue: 6761.4, outstanding: 6761.4, payments: null, downloadable: true },
        { month: "08/31/2024", label: "08/31/2024", billValue: 6500, outstanding: 0, payments: 6400, downloadable: false },
      ],
    });
  });

  it("bill methods: the current code, the possible modes (empty: no permission) and the eBill email", async () => {
    const op = operator({
      "bills.billStatus": { isSuccess: true, dataBundle: { bill_code: "01", bill_code_desc: "Printed bill by post", possiblebillmodelist: null, email: "" } },
    });
    expect(await readBillMethods(op, account)).toEqual({ ok: true, data: { code: "01", description: "Printed bill by post", modes: [], email: null } });
  });
});

describe("the Bill Methods panel (smart bill)", () => {
  // The memory router's layout effects are meaningless in a server render; React warns about each.
  const quiet = vi.spyOn(console, "error");
  beforeAll(() => quiet.mockImplementation(() => {}));
  afterAll(() => quiet.mockRestore());

  function render(methods: BillMethods) {
    const Stub = createRemixStub([{ path: "/eBill/methods", Component: () => createElement(BillMethodForm, { methods }) }]);
    return renderToString(createElement(Stub, { initialEntries: ["/eBill/methods"] }));
  }
  const modes = [
    { code: "01", description: "Printed bill by post" },
    { code: "02", description: "eBill by email" },
  ];

  it("an empty list of possible bill modes: 'You do not have permission to change the bill method', no form", () => {
    const html = render({ code: "01", description: "Printed bill by post", modes: [], email: null });
    expect(html).toContain("You do not have permission to change the bill method");
    expect(html).not.toContain('name="billCode"');
    expect(html).toContain("Activate eBill");
  });

  it("the current code is preselected; before JavaScript the email field shows with its hint", () => {
    const html = render({ code: "02", description: "eBill by email", modes, email: "kasun@example.com" });
    expect(html).toMatch(/value="02"[^>]*checked|checked[^>]*value="02"/);
    expect(html).toContain('value="kasun@example.com"');
    expect(html).toContain("Needed for the eBill by email only.");
    expect(html).toContain("Update Your eBill");
  });
});
