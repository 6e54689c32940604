import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { findSamples, type Sample } from './extract';
import type { SampleVersion } from './versions';

export interface PlacedSample extends Sample {
  /** Page path relative to the repository root. */
  page: string;
  /** Absolute path of the module written for this sample. */
  file: string;
}

export interface Workspace {
  dir: string;
  samples: PlacedSample[];
}

const repoRoot = resolve(__dirname, '../..');

function listMarkdown(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listMarkdown(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}

/** Symlinks every package of `source` into `target`, scoped packages one by one. */
function linkPackages(source: string, target: string) {
  if (!existsSync(source)) throw new Error(`missing install: ${relative(repoRoot, source)} (run scripts/setup.sh)`);
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    if (entry.name.startsWith('@')) {
      linkPackages(join(source, entry.name), join(target, entry.name));
      continue;
    }
    const link = join(target, entry.name);
    rmSync(link, { force: true, recursive: false });
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(join(source, entry.name), link);
  }
}

let scratch: string | undefined;
/** One fresh directory per test run, so that runs in parallel (several checkouts) never collide. */
function scratchDirectory(): string {
  scratch ??= mkdtempSync(join(tmpdir(), 'rqb-doc-samples-'));
  return scratch;
}

/** Removes this run's scratch directory. */
export function removeWorkspaces() {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
}

function ensureLibraryVersion(version: SampleVersion) {
  const manifest = join(repoRoot, version.packages['react-querybuilder'] ?? '', 'package.json');
  const installed = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  if (installed.version !== version.libraryVersion) {
    throw new Error(`${version.label} documents ${version.libraryVersion} but ${manifest} is ${installed.version}`);
  }
}

/** Whether a page (path relative to the version's docs folder) belongs to this entry. */
export function isIncluded(version: Pick<SampleVersion, 'pages'>, pageInDocs: string): boolean {
  const { only, except } = version.pages ?? {};
  if (only && !only.includes(pageInDocs)) return false;
  return !except?.includes(pageInDocs);
}

/**
 * Writes every sample of a docs version as its own module in a scratch directory whose
 * node_modules resolve `react-querybuilder` (and friends) to the version the pages document.
 */
export function prepareWorkspace(version: SampleVersion): Workspace {
  ensureLibraryVersion(version);
  const dir = join(scratchDirectory(), version.name);
  rmSync(dir, { recursive: true, force: true });
  const nodeModules = join(dir, 'node_modules');
  mkdirSync(nodeModules, { recursive: true });
  linkPackages(join(repoRoot, 'node_modules'), nodeModules);
  for (const extra of version.extraNodeModules ?? []) linkPackages(join(repoRoot, extra), nodeModules);
  for (const [name, path] of Object.entries(version.packages)) {
    const link = join(nodeModules, name);
    rmSync(link, { force: true });
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(join(repoRoot, path), link);
  }

  const samples: PlacedSample[] = [];
  for (const pagePath of listMarkdown(join(repoRoot, version.docsDir)).sort()) {
    if (!isIncluded(version, relative(join(repoRoot, version.docsDir), pagePath))) continue;
    const page = relative(repoRoot, pagePath);
    for (const sample of findSamples(readFileSync(pagePath, 'utf8'))) {
      const base = page.replace(/\.mdx?$/, '').replace(/[^\w]+/g, '_');
      // A page's Next.js files sit where its app has them, so that their relative imports resolve.
      const file = sample.next
        ? join(dir, 'samples', `${base}_next`, sample.next.path)
        : join(dir, 'samples', `${base}_L${sample.line}.${sample.lang}`);
      mkdirSync(dirname(file), { recursive: true });
      // A trailing export keeps each sample a module, so top-level names never clash between samples.
      writeFileSync(file, `${sample.code}\nexport {};\n`);
      samples.push({ ...sample, page, file });
    }
  }
  return { dir, samples };
}
