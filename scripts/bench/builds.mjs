// @ts-check
/**
 * Cold builds of our site and of the default Docusaurus site (scripts/bench/defaultSite), interleaved so that
 * the machine's load hits both alike. Ours is timed step by step (the steps `npm run build` runs); every step
 * reports wall time and CPU time (user + sys of the whole process tree, from /usr/bin/time), the latter being
 * steadier on a shared machine.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { docusaurusSteps, pluginSteps } from './buildLog.mjs';

/**
 * @typedef {{ wallS: number, cpuS: number }} Timing
 * @typedef {Timing & { output: string }} TimedRun
 */

/**
 * Runs a command under /usr/bin/time and keeps its output (printed only when it fails).
 * @param {string} command @param {string[]} args @param {{ cwd: string, env?: Record<string, string> }} options
 * @returns {Promise<TimedRun>}
 */
export function timed(command, args, { cwd, env = {} }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-time-'));
  const timeFile = path.join(dir, 'time');
  return new Promise((resolve, reject) => {
    const child = spawn('/usr/bin/time', ['-f', '%e %U %S', '-o', timeFile, command, ...args], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const [wall = NaN, user = NaN, sys = NaN] =
        readFileSync(timeFile, 'utf8').trim().split('\n').pop()?.split(' ').map(Number) ?? [];
      rmSync(dir, { recursive: true, force: true });
      if (code !== 0) {
        reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output.slice(-4000)}`));
        return;
      }
      resolve({ wallS: wall, cpuS: user + sys, output });
    });
  });
}

/** @param {string[]} dirs */
const clear = (dirs) => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
};

/**
 * One cold `npm run build` of ours, step by step, into root/build.
 * @param {string} root
 */
export async function coldBuildOurs(root) {
  // Docusaurus' caches and the precompression cache (both in node_modules/.cache); the API step is forced.
  clear([path.join(root, '.docusaurus'), path.join(root, 'node_modules/.cache')]);
  const node = process.execPath;
  const preflight = await timed(node, ['scripts/preflight.mjs'], { cwd: root });
  const apiCold = await timed(node, ['scripts/api/generate.mjs', '--force'], { cwd: root });
  const apiCached = await timed(node, ['scripts/api/generate.mjs'], { cwd: root });
  // As `npm run build` runs it (npm names the script in npm_lifecycle_event): the scripts and stylesheets
  // are then compressed during the build's postBuild hooks (plugins/precompressAssets), not in postbuild.
  const docusaurus = await timed(path.join(root, 'node_modules/.bin/docusaurus'), ['build'], {
    cwd: root,
    env: { DOCUSAURUS_PERF_LOGGER: 'true', npm_lifecycle_event: 'build' },
  });
  const postbuild = await timed(node, ['scripts/postbuild/index.mjs', 'build'], { cwd: root });
  const counted = [preflight, apiCold, docusaurus, postbuild];
  return {
    totalWallS: counted.reduce((sum, step) => sum + step.wallS, 0),
    totalCpuS: counted.reduce((sum, step) => sum + step.cpuS, 0),
    steps: {
      preflight: pick(preflight),
      'API generation (--force)': pick(apiCold),
      'API generation (cached; not in the total)': pick(apiCached),
      'docusaurus build': pick(docusaurus),
      postbuild: pick(postbuild),
    },
    // Wall seconds only: parts of the steps above, from their own logs.
    docusaurusSteps: { ...docusaurusSteps(docusaurus.output), ...pluginSteps(docusaurus.output) },
    postbuildSteps: pluginSteps(postbuild.output),
  };
}

/**
 * One cold build of the default site, into its build/.
 * @param {string} root @param {string} siteDir
 */
export async function coldBuildDefault(root, siteDir) {
  clear([
    path.join(siteDir, '.docusaurus'),
    path.join(siteDir, 'node_modules/.cache'),
    path.join(siteDir, 'build'),
    path.join(root, 'node_modules/.cache'),
  ]);
  const docusaurus = await timed(path.join(root, 'node_modules/.bin/docusaurus'), ['build'], {
    cwd: siteDir,
    env: { DOCUSAURUS_PERF_LOGGER: 'true' },
  });
  return {
    totalWallS: docusaurus.wallS,
    totalCpuS: docusaurus.cpuS,
    docusaurusSteps: docusaurusSteps(docusaurus.output),
  };
}

/** @param {Timing} timing @returns {Timing} */
const pick = ({ wallS, cpuS }) => ({ wallS, cpuS });
