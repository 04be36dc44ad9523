// Several portal instances behind one Redis, as production runs them (docs/operations.md): the bench's
// parts that load two instances at once (bench.mjs imports this). Each instance is the production server
// (scripts/serve.mjs) on the built portal, with the standalone simulator as the operator.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import autocannon from "autocannon";
import { BENCH_START_MS, waitFor } from "./wait-for.mjs";

export const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

/**
 * Starts redis-server and `count` portal instances sharing it; answers null when redis-server is not installed.
 * `stop(i)` sends instance i SIGTERM and resolves with its exit code; `close()` ends everything still running.
 */
export async function startInstances({ root, sim, basePort, count = 2 }) {
  const redisBin = process.env.REDIS_SERVER ?? "/usr/bin/redis-server";
  if (!existsSync(redisBin)) return null;
  const redisPort = basePort + 300;
  const redis = spawn(redisBin, ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  const ports = Array.from({ length: count }, (_, i) => basePort + 1 + i);
  const children = ports.map((port) =>
    spawn(
      process.execPath,
      ["--max-semi-space-size=32", path.join(root, "scripts/serve.mjs"), path.join(process.env.BUILD_DIR ?? "build", "server/index.js")],
      {
        cwd: root,
        // The shutdown's log lines (stdout) are read by the SIGTERM run; errors go to the bench's own output.
        stdio: ["ignore", "pipe", "inherit"],
        env: {
          ...process.env,
          NODE_ENV: "production",
          ACCESS_LOG: "off",
          PORT: String(port),
          PORTAL_URL: `http://127.0.0.1:${ports[0]}`,
          SIMULATOR_URL: `http://127.0.0.1:${sim}`,
          SIMULATOR_PUBLIC_URL: `http://localhost:${sim}`,
          REDIS_URL: `redis://127.0.0.1:${redisPort}`,
          RATE_LIMIT_IP_FACTOR: "1000",
        },
      },
    ),
  );
  const logs = children.map((child) => {
    const lines = [];
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk) => lines.push(...chunk.split("\n").filter(Boolean)));
    return lines;
  });
  // The instances first, Redis once they are gone (else they would log its loss on their way out); done once Redis has
  // exited too, since the next part starts its own on the same port (one still shutting down there made it fail to
  // bind, and its instances found no Redis once the old one was gone).
  const exited = (child) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", resolve)));
  const close = async () => {
    const running = children.filter((child) => child.exitCode === null);
    await Promise.all(running.map((child) => new Promise((resolve) => child.once("exit", resolve).kill("SIGTERM"))));
    const redisGone = exited(redis);
    redis.kill("SIGTERM");
    await redisGone;
  };
  try {
    for (const port of ports) await waitFor(`http://127.0.0.1:${port}/terms`, BENCH_START_MS);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    ports,
    pids: children.map((child) => child.pid),
    logs,
    stop: (i) =>
      new Promise((resolve) => {
        children[i].once("exit", (code) => resolve(code));
        children[i].kill("SIGTERM");
      }),
    close,
  };
}

/** The answers with a server error, by request and status: what a failed run prints. */
const serverErrors = new Map();
const noteStatus = (method, urlPath) => (status) => {
  if (status < 500) return;
  const key = `${method} ${urlPath} ${status}`;
  serverErrors.set(key, (serverErrors.get(key) ?? 0) + 1);
};

/** The mixed requests of one signed-in customer: the sign-in page, the summary, the bill, an Extra GB purchase on the bill. */
export const mixedRequests = (port, cookie) => [
  { method: "GET", path: "/" },
  { method: "GET", path: "/boardBand/summary", headers: { cookie } },
  { method: "GET", path: "/bill/0", headers: { cookie } },
  {
    method: "POST",
    path: "/boardBand/summary",
    headers: { cookie, origin: `http://127.0.0.1:${port}`, "content-type": "application/x-www-form-urlencoded" },
    body: "intent=extraGb&pkg=EGB_1&pay=bill&agree=on",
  },
];

/** The mixed requests at each instance at once for `seconds`; answers each instance's autocannon result. */
export function mixedAt(instances, cookie, seconds) {
  const requestsAt = (port) => mixedRequests(port, cookie).map((r) => ({ ...r, onResponse: noteStatus(r.method, r.path) }));
  return Promise.all(
    instances.map(
      ({ port, connections }) =>
        new Promise((resolve, reject) =>
          autocannon({ url: `http://127.0.0.1:${port}`, connections, duration: seconds, requests: requestsAt(port) }, (error, result) =>
            error ? reject(error) : resolve(result),
          ),
        ),
    ),
  );
}

export const badOf = (result) => (result["4xx"] ?? 0) + (result["5xx"] ?? 0) + result.errors + result.timeouts;

/** The server errors seen since the last call, one line each. */
export function serverErrorLines() {
  const lines = [...serverErrors].map(([key, count]) => `    ${key}: ${count}`);
  serverErrors.clear();
  return lines;
}

export const resultLine = (port, result) =>
  `  :${port}  ${result.requests.average.toFixed(0)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ` +
  `(2xx ${result["2xx"]}, 3xx ${result["3xx"]}, 4xx ${result["4xx"]}, 5xx ${result["5xx"]}, errors ${result.errors}, timeouts ${result.timeouts})`;

/** The V8 heap in use, from the instance's own /metrics (open with the simulator as the operator). */
async function heapMb(port) {
  const text = await fetch(`http://127.0.0.1:${port}/metrics`).then((r) => r.text());
  return Number(/^nodejs_heap_size_used_bytes (\S+)/m.exec(text)?.[1] ?? 0) / 1024 / 1024;
}

const SOAK_SAMPLE_SECONDS = 5;

/**
 * The soak: the mixed workload on every instance for `minutes`, each instance's memory (resident set; V8 heap in
 * use beside it) sampled every SOAK_SAMPLE_SECONDS and printed every 30 s. Passes when there is no error and no
 * instance's memory grew: its last minute at most 10% above minute 3 (a heap that has settled, not one that grows).
 * A fall passes and is printed as one: a process that gives memory back to the system is not leaking (measured on
 * 30 Nov 2026: one instance's resident set 336-351 MB in minute 3 and 228-322 MB in minute 10, its heap in use
 * swinging 63-206 MB throughout with no trend). A minute's memory is the median of its twelve samples, so no sample
 * taken just before or after a collection decides.
 */
export async function soak({ cluster, cookie, connections, minutes }) {
  const samples = cluster.ports.map(() => []);
  const started = Date.now();
  const sample = async () => {
    const at = Math.round((Date.now() - started) / 1000);
    await Promise.all(cluster.ports.map(async (port, i) => samples[i].push({ at, rss: rssMb(cluster.pids[i]), heap: await heapMb(port).catch(() => NaN) })));
  };
  const timer = setInterval(() => void sample(), SOAK_SAMPLE_SECONDS * 1000);
  const results = await mixedAt(
    cluster.ports.map((port) => ({ port, connections })),
    cookie,
    minutes * 60,
  );
  clearInterval(timer);
  await sample();
  for (const line of serverErrorLines()) console.log(line);
  let ok = true;
  results.forEach((result, i) => {
    console.log(resultLine(cluster.ports[i], result));
    // A minute's samples of the resident set, in order; its memory is their median, so no sample taken just before
    // or after a collection decides.
    const within = (n) =>
      samples[i]
        .filter((s) => s.at > (n - 1) * 60 && s.at <= n * 60)
        .map((s) => s.rss)
        .sort((a, b) => a - b);
    const median = (sorted) => sorted[Math.floor(sorted.length / 2)] ?? NaN;
    const third = median(within(3));
    const last = median(within(minutes));
    const change = (last - third) / third;
    const fine = badOf(result) === 0 && change <= 0.1;
    ok &&= fine;
    const printed = samples[i].filter((s) => s.at % 30 < SOAK_SAMPLE_SECONDS);
    console.log(`    memory every 30 s (MB resident / heap in use): ${printed.map((s) => `${s.rss.toFixed(0)}/${s.heap.toFixed(0)}`).join(" ")}`);
    const ranges = [3, minutes].map((n) => {
      const sorted = within(n);
      return `minute ${n} ${sorted[0]?.toFixed(0)}-${sorted.at(-1)?.toFixed(0)} MB over ${sorted.length} samples`;
    });
    console.log(`    resident memory: ${ranges.join(", ")}`);
    console.log(
      `    minute ${minutes} against minute 3: ${last.toFixed(0)} MB against ${third.toFixed(0)} MB ` +
        `(${change >= 0 ? "+" : ""}${(change * 100).toFixed(1)}%${change < -0.1 ? ": memory given back" : ""}, target at most +10%) ${fine ? "PASS" : "FAIL"}`,
    );
  });
  return ok;
}

/**
 * A balancer in front of the instances, as a reverse proxy runs it: round robin over the instances in rotation; an
 * instance leaves the rotation when its /readyz stops answering 200 (polled every 250 ms) or refuses a connection.
 * A request that never reached an instance (the connection refused, or a kept-alive connection the instance had
 * already closed, which Node's documentation says to retry) goes to the next instance, as a proxy does; every other
 * failure is an error.
 */
function balancer(ports) {
  const agents = new Map(ports.map((port) => [port, new http.Agent({ keepAlive: true, maxSockets: 256 })]));
  const inRotation = new Set(ports);
  let next = 0;
  const counts = { retried: 0, perPort: new Map(ports.map((p) => [p, { answered: 0, failedAfterSent: 0, notReached: 0 }])) };
  const poll = setInterval(() => {
    for (const port of inRotation)
      fetch(`http://127.0.0.1:${port}/readyz`)
        .then((r) => r.status !== 200 && inRotation.delete(port))
        .catch(() => inRotation.delete(port));
  }, 250);
  const once = (port, request) =>
    new Promise((resolve) => {
      const req = http.request(
        { host: "127.0.0.1", port, method: request.method, path: request.path, headers: request.headers ?? {}, agent: agents.get(port) },
        (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode }));
          res.on("error", (error) => resolve({ error, sent: true }));
        },
      );
      req.on("error", (error) => resolve({ error, sent: !(error.code === "ECONNREFUSED" || (req.reusedSocket && error.code === "ECONNRESET")) }));
      req.end(request.body);
    });
  return {
    counts,
    inRotation,
    async send(request) {
      const tried = new Set();
      for (let attempt = 0; attempt < 4; attempt++) {
        const all = [...inRotation];
        if (all.length === 0) return { error: new Error("no instance in rotation") };
        // A retry goes to an instance this request has not tried yet while there is one, as a proxy's next upstream
        // does: the round robin's counter moves with every request in flight, so alone it could send all four tries
        // to the instance that is stopping, whose kept-alive connections are closing one by one.
        const untried = all.filter((port) => !tried.has(port));
        const candidates = untried.length ? untried : all;
        const port = candidates[next++ % candidates.length];
        tried.add(port);
        const outcome = await once(port, typeof request === "function" ? request(port) : request);
        if (outcome.error && !outcome.sent) {
          counts.retried++;
          counts.perPort.get(port).notReached++;
          if (outcome.error.code === "ECONNREFUSED") inRotation.delete(port);
          continue;
        }
        const tally = counts.perPort.get(port);
        if (outcome.error) tally.failedAfterSent++;
        else tally.answered++;
        return outcome;
      }
      return { error: new Error("no instance took the request") };
    },
    close() {
      clearInterval(poll);
      for (const agent of agents.values()) agent.destroy();
    },
  };
}

/**
 * One instance stopped in the middle: `users` customers (each its own session, signed in on the first instance)
 * send the mixed requests through the balancer to both instances for `seconds`; halfway the second instance gets
 * SIGTERM. Passes when every request is answered without a 4xx, 5xx or error (the other instance serves every
 * session), every request the stopped instance took is answered, and it exits 0 within its grace.
 */
export async function sigtermRun({ cluster, cookies, seconds }) {
  const lb = balancer(cluster.ports);
  const latencies = [];
  const failures = [];
  let statusBad = 0;
  const until = Date.now() + seconds * 1000;
  const user = async (cookie, u) => {
    for (let i = u; Date.now() < until; i++) {
      const pick = i % 4;
      const started = performance.now();
      const outcome = await lb.send((port) => mixedRequests(port, cookie)[pick]);
      latencies.push(performance.now() - started);
      if (outcome.error) failures.push(outcome.error.code ?? outcome.error.message);
      else if (outcome.status >= 400) statusBad++;
    }
  };
  const stopped = cluster.ports.length - 1;
  const stopping = new Promise((resolve) =>
    setTimeout(
      async () => {
        const signalled = Date.now();
        const code = await cluster.stop(stopped);
        resolve({ code, ms: Date.now() - signalled });
      },
      (seconds * 1000) / 2,
    ),
  );
  await Promise.all(cookies.map((cookie, u) => user(cookie, u)));
  const exit = await stopping;
  lb.close();
  latencies.sort((a, b) => a - b);
  const p = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
  const taken = lb.counts.perPort.get(cluster.ports[stopped]);
  const other = lb.counts.perPort.get(cluster.ports[0]);
  const finished = cluster.logs[stopped].some((line) => line.includes('"shutdown-finished"'));
  console.log(
    `  ${latencies.length} requests  p50 ${p(0.5)} ms  p99 ${p(0.99)} ms  (4xx/5xx ${statusBad}, errors ${failures.length}${failures.length ? `: ${[...new Set(failures)].join(", ")}` : ""})`,
  );
  console.log(
    `  :${cluster.ports[0]} answered ${other.answered}; :${cluster.ports[stopped]} answered ${taken.answered} and lost ${taken.failedAfterSent} it had taken`,
  );
  console.log(
    `  tried again elsewhere (the request never reached the instance): ${lb.counts.retried} (${cluster.ports.map((port) => `:${port} ${lb.counts.perPort.get(port).notReached}`).join(", ")})`,
  );
  console.log(
    `  the stopped instance exited ${exit.code} ${(exit.ms / 1000).toFixed(1)} s after SIGTERM${finished ? ", shutdown finished" : ", no shutdown-finished log"}`,
  );
  const ok = statusBad === 0 && failures.length === 0 && taken.failedAfterSent === 0 && exit.code === 0 && finished && taken.answered > 0;
  console.log(`  ${ok ? "PASS" : "FAIL"}`);
  return ok;
}
