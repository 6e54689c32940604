// @ts-check
/**
 * Builds one docs page's Next.js app and runs its checks: writes the app's files, `next build` (must succeed),
 * `next start` on loopback with every `next check` script run against it, then each file that must fail added
 * on its own and built again (the build must fail with its text). Prints one JSON report on stdout.
 *
 * It runs inside a network namespace of its own (scripts/docSamples/next.ts starts it with `unshare`): Next.js
 * finds no network at all, so a build that tried to download anything (SWC, fonts, telemetry) would fail, and
 * the server's port cannot clash with anything else on the machine.
 *
 * Usage: node scripts/docSamples/nextAppRun.mjs plan.json
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * @typedef {{ path: string, code: string, where: string, fails?: string }} AppFile
 * @typedef {{ appDir: string, treeDir: string, library: string, files: AppFile[], failing: AppFile[],
 *   checks: Array<{ file: string, where: string }> }} Plan
 */

const plan = /** @type {Plan} */ (JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')));
const nextBin = createRequire(join(plan.treeDir, 'package.json')).resolve('next/dist/bin/next');
const port = 3000;
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  // Next.js would otherwise fetch the registry to add its SWC packages for other platforms to a lock it finds.
  NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
  NODE_ENV: 'production',
};

/** Runs a command to its end and returns its exit code and its combined output. */
function run(/** @type {string[]} */ args) {
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd: plan.appDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => done({ code: code ?? 1, output }));
  });
}

const defaultLayout = `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;

/** A fresh app: the page's files, the harness's layout unless the page gives one, the library version linked in. */
function writeApp() {
  // The build cache stays: a rebuild compiles only what changed (Turbopack's file-system cache).
  rmSync(join(plan.appDir, 'app'), { recursive: true, force: true });
  mkdirSync(join(plan.appDir, 'node_modules'), { recursive: true });
  const link = join(plan.appDir, 'node_modules', 'react-querybuilder');
  rmSync(link, { force: true });
  symlinkSync(relative(dirname(link), join(plan.treeDir, 'node_modules', plan.library)), link);
  writeFileSync(
    join(plan.appDir, 'next.config.mjs'),
    `export default ${JSON.stringify({
      // The app resolves its packages from the tools tree above it: that tree is Turbopack's root.
      turbopack: { root: plan.treeDir },
      outputFileTracingRoot: plan.treeDir,
      experimental: { turbopackFileSystemCacheForBuild: true },
      // The samples suite type-checks these files already (scripts/docSamples/typecheck.ts): 7 to 14 s a build here.
      typescript: { ignoreBuildErrors: true },
    })};\n`,
  );
  writeFileSync(
    join(plan.appDir, 'tsconfig.json'),
    JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['dom', 'dom.iterable', 'esnext'],
          strict: true,
          noEmit: true,
          esModuleInterop: true,
          module: 'esnext',
          moduleResolution: 'bundler',
          resolveJsonModule: true,
          isolatedModules: true,
          jsx: 'react-jsx',
          skipLibCheck: true,
          incremental: true,
          plugins: [{ name: 'next' }],
        },
        include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts'],
        exclude: ['node_modules', 'checks'],
      },
      null,
      2,
    ),
  );
  for (const file of plan.files) writeFile(file);
  if (!plan.files.some((file) => file.path === 'app/layout.tsx'))
    writeFile({ path: 'app/layout.tsx', code: defaultLayout, where: 'harness' });
}

function writeFile(/** @type {AppFile} */ file) {
  const target = join(plan.appDir, file.path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, `${file.code}\n`);
}

/** Starts `next start` and resolves once it answers, with a function that stops it. */
async function startServer() {
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: plan.appDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      break;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`next start did not answer:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    log: () => log,
    stop: () =>
      new Promise((resolve) => {
        child.on('close', resolve);
        child.kill('SIGTERM');
      }),
  };
}

const tail = (/** @type {string} */ text) => text.split('\n').slice(-40).join('\n');
const report = {
  build: { ok: false, seconds: 0, log: '' },
  /** @type {Array<{ where: string, ok: boolean, error?: string }>} */
  checks: [],
  /** @type {Array<{ where: string, ok: boolean, seconds: number, log: string }>} */
  failing: [],
};

writeApp();
let started = Date.now();
const built = /** @type {{ code: number, output: string }} */ (await run([nextBin, 'build']));
report.build = { ok: built.code === 0, seconds: (Date.now() - started) / 1000, log: tail(built.output) };

if (report.build.ok) {
  const server = await startServer();
  try {
    for (const check of plan.checks) {
      try {
        const module = await import(pathToFileURL(check.file).href);
        if (typeof module.default !== 'function')
          throw new Error('a next check must export default async (baseUrl) => {…}');
        await module.default(`http://127.0.0.1:${port}`);
        report.checks.push({ where: check.where, ok: true });
      } catch (error) {
        report.checks.push({ where: check.where, ok: false, error: `${String(error)}\n${tail(server.log())}` });
      }
    }
  } finally {
    await server.stop();
  }
}

for (const file of plan.failing) {
  writeFile(file);
  started = Date.now();
  const result = /** @type {{ code: number, output: string }} */ (await run([nextBin, 'build']));
  const ok = result.code !== 0 && new RegExp(file.fails ?? '').test(result.output);
  report.failing.push({ where: file.where, ok, seconds: (Date.now() - started) / 1000, log: tail(result.output) });
  rmSync(join(plan.appDir, file.path), { force: true });
}

if (!existsSync(plan.appDir)) throw new Error(`no app at ${plan.appDir}`);
process.stdout.write(`${JSON.stringify(report)}\n`);
