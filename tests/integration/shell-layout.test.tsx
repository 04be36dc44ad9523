/**
 * The signed-in layout's two variants: on fibre and LTE order pages
 * the product and service rows, the account selector and My Profile / Manage Connections are
 * hidden; everywhere else they are shown. Rendered through Remix with the layout's real component
 * and a child page that declares itself an order page by its route handle, as order pages do.
 */
import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ShellHandle } from "~/accounts/outlet";
import Shell, { type loader } from "~/routes/_shell/route";
import { ErrorBoundary as SummaryErrorBoundary } from "~/routes/_shell.boardBand.summary/route";
import type { SerializeFrom } from "@remix-run/node";

const shellData: SerializeFrom<typeof loader> = {
  user: { userName: "nimal@example.lk", loginBy: "mySlt", userType: "EMAIL" },
  accounts: [{ telephoneNo: "0112345678", accountNo: "0012345678" }] as SerializeFrom<typeof loader>["accounts"],
  selected: { telephoneNo: "0112345678", accountNo: "0012345678" } as SerializeFrom<typeof loader>["selected"],
  canAddAccount: true,
  prepaid: false,
  error: null,
  payments: "bill",
  // Parts the loader streams in, here already there (Await renders a plain value at once).
  amount: { state: "ok", amount: 2450.5 } as unknown as SerializeFrom<typeof loader>["amount"],
  banners: [] as unknown as SerializeFrom<typeof loader>["banners"],
  popup: null as unknown as SerializeFrom<typeof loader>["popup"],
  usageAlert: null as unknown as SerializeFrom<typeof loader>["usageAlert"],
  home: "/boardBand/summary",
  shopUrl: "https://shop.example.lk",
};

function render(path: string, handle?: ShellHandle) {
  const Stub = createRemixStub([
    {
      id: "routes/_shell",
      path: "/",
      Component: Shell,
      children: [{ id: "routes/child", path: path.slice(1), handle, Component: () => <h1>Child page</h1> }],
    },
  ]);
  return renderToString(<Stub initialEntries={[path]} hydrationData={{ loaderData: { "routes/_shell": shellData } }} />);
}

describe("the signed-in layout", () => {
  // The memory router's layout effects are meaningless in a server render; React warns about each.
  const quiet = vi.spyOn(console, "error");
  beforeAll(() =>
    quiet.mockImplementation((msg: unknown, ...rest: unknown[]) => {
      if (String(msg).includes("useLayoutEffect does nothing on the server")) return;
      process.stderr.write(`${String(msg)} ${rest.join(" ")}\n`);
    }),
  );
  afterAll(() => quiet.mockRestore());

  it("shows the selector, both rows, the panels and the profile links on ordinary pages", () => {
    const html = render("/boardBand/summary");
    expect(html).toContain("Child page");
    expect(html).toContain('id="account-select"');
    expect(html).toContain(">Broadband<");
    expect(html).toContain(">Complaints<");
    expect(html).toContain(">My Profile<");
    expect(html).toContain(">Manage Connections<");
    expect(html).toContain("Rs 2,450.50");
  });

  it("hides the rows, the selector and My Profile / Manage Connections on order pages", () => {
    const html = render("/newService/new/fiber", { shell: "order" });
    expect(html).toContain("Child page");
    expect(html).not.toContain('id="account-select"');
    expect(html).not.toContain(">Broadband<");
    expect(html).not.toContain(">Complaints<");
    expect(html).not.toContain(">New Services<");
    expect(html).not.toContain(">My Profile<");
    expect(html).not.toContain(">Manage Connections<");
    expect(html).not.toContain("Rs 2,450.50");
    // The user menu keeps Logout, and the logo still leads home.
    expect(html).toContain(">Logout<");
    expect(html).toContain('href="/boardBand/summary"');
  });

  it("keeps the layout when a page throws: the page's place shows the generic message with a way back", () => {
    const Stub = createRemixStub([
      {
        id: "routes/_shell",
        path: "/",
        Component: Shell,
        children: [{ id: "routes/child", path: "boardBand/summary", Component: () => <h1>Child page</h1>, ErrorBoundary: SummaryErrorBoundary }],
      },
    ]);
    const html = renderToString(
      <Stub
        initialEntries={["/boardBand/summary"]}
        hydrationData={{ loaderData: { "routes/_shell": shellData }, errors: { "routes/child": new Error("the page's loader broke") } }}
      />,
    );
    expect(html).not.toContain("Child page");
    expect(html).not.toContain("the page&#x27;s loader broke");
    expect(html).toContain("Something went wrong");
    expect(html).toContain("Oops! something went wrong. Please try again shortly.");
    expect(html).toContain(">Go to the home page<");
    // The frame stays: selector, rows, panels and Logout.
    expect(html).toContain('id="account-select"');
    expect(html).toContain(">Broadband<");
    expect(html).toContain("Rs 2,450.50");
    expect(html).toContain(">Logout<");
  });
});
