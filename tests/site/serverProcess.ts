import { spawn, type ChildProcess } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';

/** Starting, asking and stopping a server process (scripts/serve.mjs or nginx) in the site tests. */

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export function fetchRaw(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Reply> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

export async function waitUntilServing(port: number, child: ChildProcess, log: () => string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${log()}`);
    try {
      await fetchRaw(port, '/', {}, 'HEAD');
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  throw new Error(`server did not answer on port ${port}: ${log()}`);
}

export interface NodeServer {
  port: number;
  child: ChildProcess;
  /** What the server wrote to stderr so far. */
  log: () => string;
  stop: () => Promise<void>;
}

/** scripts/serve.mjs for `dir` on a free loopback port, once it answers. */
export async function startNodeServer(dir: string): Promise<NodeServer> {
  const port = await freePort();
  let log = '';
  const child = spawn(
    process.execPath,
    ['scripts/serve.mjs', '--port', String(port), '--host', '127.0.0.1', '--dir', dir],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  child.stderr?.on('data', (chunk) => (log += chunk));
  await waitUntilServing(port, child, () => log);
  return { port, child, log: () => log, stop: () => stopProcess(child) };
}

export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill(signal);
  await exited;
}

/** The process's open file descriptors, from /proc (Linux). */
export async function openDescriptors(pid: number): Promise<number> {
  return (await readdir(`/proc/${pid}/fd`)).length;
}

/** Polls `condition` until it holds or `timeoutMs` passes; resolves to whether it held. */
export async function eventually(condition: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((done) => setTimeout(done, 50));
  }
}
