import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import type { PlacedSample } from './workspace';

const repoRoot = resolve(__dirname, '../..');
/** Next.js, React 19 and both library versions (tools/doc-samples/nextjs, installed by scripts/tools.mjs). */
export const nextTree = join(repoRoot, 'tools/doc-samples/nextjs');
const runner = join(repoRoot, 'scripts/docSamples/nextAppRun.mjs');

/** The alias of the tools tree that holds the library version a docs version documents. */
export function nextLibraryAlias(libraryVersion: string): string {
  for (const alias of ['rqb7', 'rqb8']) {
    const manifest = join(nextTree, 'node_modules', alias, 'package.json');
    const installed = (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
    if (installed === libraryVersion) return alias;
  }
  throw new Error(
    `tools/doc-samples/nextjs has no react-querybuilder ${libraryVersion}: add it as an alias there to check Next.js claims`,
  );
}

export interface NextAppReport {
  build: { ok: boolean; seconds: number; log: string };
  checks: Array<{ where: string; ok: boolean; error?: string }>;
  failing: Array<{ where: string; ok: boolean; seconds: number; log: string }>;
}

const where = (sample: PlacedSample) => `${sample.page}:${sample.line}`;

/** The page's `next` files and `next check` scripts, as the runner's plan; the checks compiled to ES modules in the app. */
export function planNextApp(page: string, samples: readonly PlacedSample[], appName: string, libraryVersion: string) {
  const appDir = join(nextTree, 'apps', appName);
  const files = samples.filter((sample) => sample.page === page && sample.kind === 'next');
  const paths = files.map((sample) => sample.next?.path);
  const repeated = paths.find((path, index) => paths.indexOf(path) !== index);
  if (repeated) throw new Error(`${page}: two next blocks write ${repeated}`);
  const checksDir = join(appDir, 'checks');
  rmSync(checksDir, { recursive: true, force: true });
  mkdirSync(checksDir, { recursive: true });
  const checks = samples
    .filter((sample) => sample.page === page && sample.kind === 'next-check')
    .map((sample) => {
      const file = join(checksDir, `L${sample.line}.mjs`);
      const { outputText } = ts.transpileModule(sample.code, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      });
      writeFileSync(file, outputText);
      return { file, where: where(sample) };
    });
  const toFile = (sample: PlacedSample) => ({
    path: sample.next?.path ?? '',
    code: sample.code,
    where: where(sample),
    ...(sample.next?.fails ? { fails: sample.next.fails } : {}),
  });
  return {
    appDir,
    treeDir: nextTree,
    library: nextLibraryAlias(libraryVersion),
    files: files.filter((sample) => !sample.next?.fails).map(toFile),
    failing: files.filter((sample) => sample.next?.fails).map(toFile),
    checks,
  };
}

/**
 * How to cut the runner off the network: a namespace of its own with only loopback, as root or through a user
 * namespace. Throws with what to install when neither works, so the claims are never silently unchecked.
 */
function isolation(): string[] {
  const asRoot = ['unshare', '--net'];
  const asUser = ['unshare', '--net', '--map-root-user'];
  for (const prefix of [asRoot, asUser]) {
    const probe = spawnSync(prefix[0]!, [...prefix.slice(1), 'ip', 'link', 'set', 'lo', 'up'], { stdio: 'ignore' });
    if (probe.status === 0) return prefix;
  }
  throw new Error(
    "The Next.js claims build offline in a network namespace: this machine's `unshare --net` (util-linux) and `ip` (iproute2) did not start one",
  );
}

/** Runs the plan's build, server checks and failing builds offline; resolves with the runner's report. */
export async function runNextApp(plan: ReturnType<typeof planNextApp>): Promise<NextAppReport> {
  mkdirSync(plan.appDir, { recursive: true });
  const planFile = join(plan.appDir, 'plan.json');
  writeFileSync(planFile, JSON.stringify(plan));
  const [command, ...prefix] = isolation();
  const args = [...prefix, 'sh', '-c', 'ip link set lo up && exec "$0" "$@"', process.execPath, runner, planFile];
  const stdout = await new Promise<string>((done, fail) => {
    execFile(command!, args, { maxBuffer: 64 * 1024 * 1024 }, (error, out, err) => {
      if (error) fail(new Error(`the Next.js runner failed (${error.message}):\n${err}\n${out}`));
      else done(out);
    });
  });
  const line = stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as NextAppReport;
}
