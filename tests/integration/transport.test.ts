/**
 * The operator transport over real connections (a local node:http server standing in for the operator): what the
 * portal makes of a slow answer, an answer cut off, a compressed answer, the operator's clock, and an upload.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as banners from "#contracts/banners";
import * as sales from "#contracts/sales";
import type { Service } from "#contracts/core";
import { exchange, type TransportConfig } from "~/operator/transport.server";

type Handler = (request: http.IncomingMessage, body: Buffer, response: http.ServerResponse) => void;
let handle: Handler = (_request, _body, response) => response.end();
const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => handle(request, Buffer.concat(chunks), response));
});
let config: TransportConfig;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const bases = new Proxy({} as Record<Service, string>, { get: () => origin });
  config = { bases, clientId: "test-client", tvApiKey: "test-tv-key", timeoutMs: 300 };
});
afterAll(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));

const categories = { isSuccess: true, errorMessege: null, exceptionDetail: null, errorShow: null, dataBundle: [{ categorY_ID: "8" }] };

describe("the operator transport", () => {
  it("reads an answer with the operator's clock, and sends the contract's query and headers", async () => {
    let asked: http.IncomingMessage | undefined;
    handle = (request, _body, response) => {
      asked = request;
      response.writeHead(200, { "content-type": "application/json", date: "Mon, 30 Nov 2026 06:00:00 GMT" }).end(JSON.stringify(categories));
    };
    const result = await exchange(banners.bannerDetail, { username: "fibre@example.lk" }, config, "the-token");
    expect(result).toMatchObject({ kind: "answer", status: 200, at: Date.parse("2026-11-30T06:00:00Z") });
    expect(result.kind === "answer" && result.answer.dataBundle).toEqual([{ categorY_ID: "8" }]);
    expect(asked?.url).toBe("/Banner/BannerDetailRequest?username=fibre%40example.lk");
    expect(asked?.headers.authorization).toBe("Bearer the-token");
    expect(asked?.headers.accept).toBe("application/json");
  });

  it("reads a compressed answer though it asked for none", async () => {
    handle = (_request, _body, response) =>
      response.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" }).end(gzipSync(JSON.stringify(categories)));
    const result = await exchange(banners.bannerDetail, { username: "u" }, config);
    expect(result.kind === "answer" && result.answer.dataBundle).toEqual([{ categorY_ID: "8" }]);
  });

  it("gives up on an operator that does not answer within the timeout: a network failure, timed out", async () => {
    handle = () => undefined;
    expect(await exchange(banners.bannerDetail, { username: "u" }, config)).toMatchObject({ kind: "network", timedOut: true });
  });

  it("takes an answer cut off before its end for a network failure, not a timeout", async () => {
    handle = (_request, _body, response) => {
      response.writeHead(200, { "content-type": "application/json", "content-length": "500" });
      response.write('{"isSuccess":true,');
      setTimeout(() => response.socket?.destroy(), 20);
    };
    expect(await exchange(banners.bannerDetail, { username: "u" }, config)).toMatchObject({ kind: "network", timedOut: false });
    // A refused connection too.
    const closed = { ...config, bases: new Proxy({} as Record<Service, string>, { get: () => "http://127.0.0.1:1" }) };
    expect(await exchange(banners.bannerDetail, { username: "u" }, closed)).toMatchObject({ kind: "network", timedOut: false });
  });

  it("sends a read again on a new connection when the kept-alive one was closed as it was reused", async () => {
    // The operator answers one request per connection and drops the connection at the next, unanswered.
    const served = new WeakSet<object>();
    handle = (request, _body, response) => {
      if (served.has(request.socket)) return void request.socket.destroy();
      served.add(request.socket);
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(categories));
    };
    for (let time = 0; time < 3; time++) {
      const result = await exchange(banners.bannerDetail, { username: "u" }, config);
      expect(result.kind, `call ${time + 1}`).toBe("answer");
    }
  });

  it("sends an upload as multipart form data, the file with its name and type", async () => {
    let type = "";
    let sent = "";
    handle = (request, body, response) => {
      type = String(request.headers["content-type"]);
      sent = body.toString("latin1");
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ isSuccess: true, errorMessege: null, errorShow: null }));
    };
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "front.png", { type: "image/png" });
    const result = await exchange(sales.uploadDocuments, { nicfront_file: file, nic: "199012345678", orderreff: "ORD-1" }, config, "t");
    expect(result.kind).toBe("answer");
    const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(type)?.[1];
    expect(boundary, type).toBeTruthy();
    expect(sent).toContain(`--${boundary}`);
    expect(sent).toMatch(/name="nicfront_file"; filename="front.png"\r\nContent-Type: image\/png\r\n\r\n\x89PNG/);
    expect(sent).toMatch(/name="orderreff"\r\n\r\nORD-1\r\n/);
  });
});
