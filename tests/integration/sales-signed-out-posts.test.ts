/**
 * The signed-in sales pages' actions check the sign-in themselves, before they read a body (issue 23,
 * item 10): an action runs without the layout's loader, so a post from a browser that is not signed in
 * would otherwise be read whole (up to 12 MB for /connectionOrder) before anything refused it.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import * as cartRoute from "~/routes/_shell.cart/route";
import * as connectionRoute from "~/routes/_shell.connectionOrder/route";
import * as lteRoute from "~/routes/_shell.lterequest/route";
import { useSimulator } from "../support/sim";

useSimulator();
const PORTAL = "http://portal.test";
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

type Action = (args: ActionFunctionArgs) => Promise<unknown>;

async function post(action: Action, request: Request): Promise<Response> {
  try {
    const answer = await action({ request, params: {}, context: {} });
    if (answer instanceof Response) return answer;
    throw new Error(`expected a redirect, got ${JSON.stringify(answer)}`);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const form = (path: string, fields: Record<string, string>) =>
  new Request(`${PORTAL}${path}`, {
    method: "POST",
    headers: { Origin: PORTAL, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

function upload(path: string) {
  const body = new FormData();
  body.set("nicFront", new File([PNG], "front.png", { type: "image/png" }));
  body.set("nicBack", new File([PNG], "back.png", { type: "image/png" }));
  return new Request(`${PORTAL}${path}`, { method: "POST", headers: { Origin: PORTAL }, body });
}

describe("a post from a browser that is not signed in", () => {
  const cases: Array<[string, Action, Request]> = [
    ["/cart (Pay Now)", cartRoute.action as Action, form("/cart", { intent: "pay", kind: "FTTH" })],
    ["/connectionOrder (the document upload)", connectionRoute.action as Action, upload("/connectionOrder")],
    ["/lterequest (the upload step)", lteRoute.action as Action, upload("/lterequest?step=5")],
    ["/lterequest (a form post)", lteRoute.action as Action, form("/lterequest", { intent: "cart-add" })],
  ];

  it.each(cases)("%s goes to sign in without its body being read", async (_name, action, request) => {
    const answer = await post(action, request);
    expect(answer.status).toBe(302);
    // To sign in, then back to the page that posted.
    const { pathname, search } = new URL(request.url);
    expect(answer.headers.get("Location")).toBe(`/?returnTo=${encodeURIComponent(pathname + search)}`);
    expect(request.bodyUsed).toBe(false);
  });
});
