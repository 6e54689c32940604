import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
const buildDirectory = process.env.E2E_BUILD_DIR ?? 'build';

/** Answers once `url` responds, or throws after `timeoutMs` or when `server` has exited. */
async function waitUntilServing(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`scripts/serve.mjs exited with code ${server.exitCode}`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    if (Date.now() > deadline) throw new Error(`scripts/serve.mjs did not answer ${url} within ${timeoutMs / 1000} s`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

/**
 * Vitest global set-up: serves the existing production build exactly as the Playwright suite does
 * (playwright.config.ts), and stops it after the run. It never builds.
 */
export default async function serveBuild(): Promise<() => Promise<void>> {
  if (!existsSync(resolve(buildDirectory, 'index.html'))) {
    throw new Error(`No production build in ${buildDirectory}/: run \`npm run build\` first.`);
  }
  const server = spawn(
    process.execPath,
    ['scripts/serve.mjs', '--host', '127.0.0.1', '--port', String(port), '--dir', buildDirectory],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await waitUntilServing(baseURL, server, 60_000);
  return async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  };
}
