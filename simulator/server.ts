/**
 * The simulator as a standalone HTTP server: the same msw handlers, served with node:http.
 * Every incoming URL is rewritten onto the configured origin so one handler set serves
 * whatever host name the caller used (localhost, 127.0.0.1...).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { getResponse, type HttpHandler } from "msw";
import { handlerIndex } from "./routing";
import { basesFor, createHandlers } from "./handlers";
import { controlHandlers } from "./control/handlers";
import { controlPageHandlers } from "./control/ui";
import { resetWorld } from "./reset";
import { loadState, saveState, statePersister } from "./persistence";

export interface SimulatorOptions {
  /** 0 picks a free port; the answer says which. */
  port: number;
  host?: string;
  /** Where browsers reach the simulator (hosted pages, images). */
  publicUrl?: string;
  /** Save the world here after every change and load it at start (SIM_STATE_FILE). */
  stateFile?: string;
}

export function simulatorHandlers(origin: string): HttpHandler[] {
  return [...controlPageHandlers(origin), ...controlHandlers(origin), ...createHandlers(basesFor(origin))];
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

/**
 * Start the simulator. With a state file, the world is loaded from it (a missing file starts
 * a fresh world; a corrupt one rejects with a StateFileError that says what to do) and saved
 * after every request that changed it, and on close.
 */
export async function startSimulator(options: SimulatorOptions) {
  const host = options.host ?? "127.0.0.1";
  const loaded = options.stateFile ? await loadState(options.stateFile) : false;
  if (!loaded) await resetWorld();
  // A fresh world is written at once, so the file exists from the start.
  if (options.stateFile && !loaded) await saveState(options.stateFile);
  const persister = options.stateFile ? statePersister(options.stateFile) : null;

  let index = handlerIndex([]);
  let origin = "";
  const server = http.createServer(async (req, res) => {
    try {
      const path = (req.url ?? "/").split("?")[0];
      const request = await toRequest(req, origin);
      const response = await getResponse(index.candidates(request), request);
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
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ httpCode: "500", httpMessage: "Internal Server Error", moreInformation: String(error) }));
    } finally {
      persister?.changed();
    }
  });

  // As the portal's server (scripts/serve.mjs): idle keep-alive connections are closed by their clients, never
  // under a request they are sending.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = server.keepAliveTimeout + 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  origin = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  process.env.SIM_PUBLIC_URL ??= options.publicUrl ?? `http://localhost:${port}`;
  index = handlerIndex(simulatorHandlers(origin));

  return {
    origin,
    port,
    server,
    /** Stop accepting requests, then write any pending state. */
    close: async () => {
      await new Promise<void>((resolve) => {
        // Connections answering a request now go idle after it: they are closed then, not 65 s later.
        const idle = setInterval(() => server.closeIdleConnections(), 100);
        server.close(() => {
          clearInterval(idle);
          resolve();
        });
        server.closeIdleConnections();
      });
      await persister?.flush();
    },
  };
}
