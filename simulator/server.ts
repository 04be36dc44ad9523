/**
 * The simulator as a standalone HTTP server: the same msw handlers, served with node:http.
 * Every incoming URL is rewritten onto the configured origin so one handler set serves
 * whatever host name the caller used (localhost, 127.0.0.1...).
 */
import http from "node:http";
import { Readable } from "node:stream";
import { getResponse, type HttpHandler } from "msw";
import { basesFor, createHandlers } from "./handlers";
import { controlHandlers } from "./control/handlers";
import { controlPage } from "./control/page";
import { resetWorld } from "./reset";
import { loadState, saveStateSoon } from "./persistence";

export interface SimulatorOptions {
  port: number;
  host?: string;
  /** Where browsers reach the simulator (hosted pages, images). */
  publicUrl?: string;
  stateFile?: string;
}

export function simulatorHandlers(origin: string): HttpHandler[] {
  return [...controlHandlers(origin), ...createHandlers(basesFor(origin))];
}

async function toRequest(req: http.IncomingMessage, origin: string): Promise<Request> {
  const url = new URL(req.url ?? "/", origin);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    headers.set(k, Array.isArray(v) ? v.join(", ") : v);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  // Node's fetch needs `duplex` for streamed bodies.
  const init = { method: req.method, headers, body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined, duplex: hasBody ? "half" : undefined };
  return new Request(url, init as RequestInit);
}

export async function startSimulator(options: SimulatorOptions) {
  const host = options.host ?? "127.0.0.1";
  const origin = `http://${host}:${options.port}`;
  process.env.SIM_PUBLIC_URL ??= options.publicUrl ?? `http://localhost:${options.port}`;
  const handlers = simulatorHandlers(origin);

  if (!(options.stateFile && (await loadState(options.stateFile)))) await resetWorld();

  const server = http.createServer(async (req, res) => {
    try {
      const path = (req.url ?? "/").split("?")[0];
      if (req.method === "GET" && (path === "/__sim" || path === "/__sim/" || path === "/")) {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        res.end(controlPage(process.env.SIM_PUBLIC_URL!, process.env.PORTAL_URL ?? "http://localhost:3000"));
        return;
      }
      const request = await toRequest(req, origin);
      const response = await getResponse(handlers, request);
      if (!response) {
        res.writeHead(404, { "content-type": "application/json" });
        res.end(JSON.stringify({ httpCode: "404", httpMessage: "Not Found", moreInformation: `No route for ${req.method} ${path}` }));
        return;
      }
      if (response.type === "error") {
        req.socket.destroy(); // a "dropped connection" fault
        return;
      }
      const headers: Record<string, string> = {};
      response.headers.forEach((v, k) => (headers[k] = v));
      res.writeHead(response.status, headers);
      res.end(Buffer.from(await response.arrayBuffer()));
      if (options.stateFile && req.method !== "GET") saveStateSoon(options.stateFile);
    } catch (error) {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ httpCode: "500", httpMessage: "Internal Server Error", moreInformation: String(error) }));
    }
  });

  await new Promise<void>((resolve) => server.listen(options.port, host, resolve));
  return {
    origin,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
