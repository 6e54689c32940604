#!/usr/bin/env node
// @ts-check
/**
 * A short load test of the production server on loopback: autocannon cycles through a docs page, the
 * home page and the hashed main script (asking for brotli, as browsers do) for a bounded time, after a
 * short warm-up, and reads the server's resident memory before and after (Linux /proc).
 * Timings are reported, never asserted: they depend on the machine and on whatever else it runs;
 * tests/site/serveHardening.test.ts asserts the counts (no error, no non-2xx) and flat memory.
 *
 * As a module: `runLoadBench({ baseUrl, seconds, pid })` against a server that is already running.
 * As a CLI: starts scripts/serve.mjs on a free port for the build, runs, prints a table, stops it.
 *   node scripts/bench/load.mjs [--seconds 20] [--dir build] [--connections 10]
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

/** Browsers' Accept-Encoding: the server answers with the brotli copies. */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * @param {string} baseUrl
 * @returns {Promise<string[]>} the paths requested: two pages and the hashed main script the home page loads
 */
async function benchPaths(baseUrl) {
  const home = await fetch(new URL('/', baseUrl));
  if (!home.ok) throw new Error(`${baseUrl} answered ${home.status} for /`);
  const script = /\/assets\/js\/main\.[0-9a-f]+\.js/.exec(await home.text())?.[0];
  if (!script) throw new Error(`no hashed main script in the home page of ${baseUrl}`);
  return ['/docs/intro', '/', script];
}

/**
 * Resident memory of a process in MB, or undefined without /proc or a pid.
 * @param {number | undefined} pid
 */
async function residentMb(pid) {
  if (pid === undefined) return undefined;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  return kilobytes === undefined ? undefined : Math.round(Number(kilobytes) / 102.4) / 10;
}

/**
 * @param {{ baseUrl: string, seconds?: number, connections?: number, pid?: number }} options `pid`: the server's, for its memory
 * @returns {Promise<{ requestsPerSecond: number, latencyP50Ms: number, latencyP99Ms: number, requests: number, errors: number, timeouts: number, non2xx: number, rssBeforeMb: number | undefined, rssAfterMb: number | undefined, paths: string[] }>}
 */
export async function runLoadBench({ baseUrl, seconds = 10, connections = 10, pid }) {
  const paths = await benchPaths(baseUrl);
  const load = (/** @type {{ duration?: number, amount?: number }} */ bound) =>
    autocannon({
      url: baseUrl,
      connections,
      ...bound,
      requests: paths.map((path) => ({ method: 'GET', path, headers: browserHeaders })),
    });
  // Warm-up, counted in requests so a busy machine does not shorten it: the memory "before" is the
  // server's once its code is compiled and its buffers allocated.
  await load({ amount: 2_000 });
  const rssBeforeMb = await residentMb(pid);
  const result = await load({ duration: seconds });
  const rssAfterMb = await residentMb(pid);
  return {
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    // Connection errors include timeouts.
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    rssBeforeMb,
    rssAfterMb,
    paths,
  };
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? done(address.port) : fail(new Error('no free port')),
      );
    });
  });
}

/**
 * Starts scripts/serve.mjs for `dir` and resolves once it accepts requests.
 * @param {string} dir
 */
async function startServer(dir) {
  const port = await freePort();
  const serveScript = fileURLToPath(new URL('../serve.mjs', import.meta.url));
  const child = spawn(process.execPath, [serveScript, '--port', String(port), '--host', '127.0.0.1', '--dir', dir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`scripts/serve.mjs exited with ${child.exitCode}`);
    try {
      await fetch(baseUrl, { method: 'HEAD' });
      return { baseUrl, pid: child.pid, stop: () => child.kill() };
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  child.kill();
  throw new Error(`scripts/serve.mjs did not answer on ${baseUrl}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '20' },
      connections: { type: 'string', default: '10' },
      dir: { type: 'string', default: 'build' },
    },
  });
  const server = await startServer(values.dir ?? 'build');
  try {
    const seconds = Number(values.seconds);
    const result = await runLoadBench({
      baseUrl: server.baseUrl,
      seconds,
      connections: Number(values.connections),
      pid: server.pid,
    });
    console.log(
      `Load test: scripts/serve.mjs, ${values.connections} connections, ${seconds} s, cycling ${result.paths.join(', ')} (br)`,
    );
    console.table({
      'requests/s': result.requestsPerSecond,
      'latency p50 (ms)': result.latencyP50Ms,
      'latency p99 (ms)': result.latencyP99Ms,
      requests: result.requests,
      errors: result.errors,
      timeouts: result.timeouts,
      'non-2xx': result.non2xx,
      'server RSS before (MB)': result.rssBeforeMb ?? '-',
      'server RSS after (MB)': result.rssAfterMb ?? '-',
    });
    if (result.errors > 0 || result.non2xx > 0) process.exitCode = 1;
  } finally {
    server.stop();
  }
}
