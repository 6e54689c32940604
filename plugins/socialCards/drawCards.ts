import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setImmediate } from 'node:timers/promises';
import type { CardText } from './layout';
import { cardTree, createCardRenderer, type CardDesign } from './render';

/** What drawing the cards of a build needs: written by the plugin's postBuild, read by whoever draws them. */
export interface CardJob {
  readonly siteDir: string;
  readonly outDir: string;
  /** Cached cards, by a digest of what they draw. */
  readonly cacheDirectory: string;
  /** The logo, an SVG file relative to siteDir. */
  readonly logo: string;
  readonly design: Omit<CardDesign, 'logoSvg'>;
  /** Build-relative PNG file → the card's text. */
  readonly cards: readonly (readonly [string, CardText])[];
}

/** The packages whose versions decide a card's pixels besides its tree: a new one may draw differently. */
const renderingPackages = ['satori', '@resvg/resvg-js', '@fontsource/inter'];

/**
 * Draws the cards into the build, each from the cache when an identical one was drawn before. The cache keeps this
 * build's cards only, so a changed design or title leaves no stale files behind.
 */
export async function drawCards(
  job: CardJob,
  { prune = true }: { readonly prune?: boolean } = {},
): Promise<{ count: number; drawn: number; bytes: number; used: string[] }> {
  const require = createRequire(join(job.siteDir, 'package.json'));
  const font = (weight: number) =>
    readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
  const [semibold, bold, logoSvg] = await Promise.all([
    font(600),
    font(700),
    readFile(join(job.siteDir, job.logo), 'utf8'),
  ]);
  const design: CardDesign = { ...job.design, logoSvg };
  const engines = await Promise.all(
    renderingPackages.map(async (name) => {
      const manifest = JSON.parse(await readFile(require.resolve(`${name}/package.json`), 'utf8')) as {
        version: string;
      };
      return `${name}@${manifest.version}`;
    }),
  );
  const render = createCardRenderer({ semibold, bold });
  await mkdir(job.cacheDirectory, { recursive: true });
  const used = new Set<string>();
  let drawn = 0;
  let bytes = 0;
  for (const [file, text] of job.cards) {
    const tree = cardTree(text, design);
    const digest = createHash('sha256')
      .update(JSON.stringify([engines, tree]))
      .digest('hex')
      .slice(0, 32);
    const cached = join(job.cacheDirectory, `${digest}.png`);
    used.add(`${digest}.png`);
    const target = join(job.outDir, file);
    await mkdir(dirname(target), { recursive: true });
    if (existsSync(cached)) {
      await copyFile(cached, target);
    } else {
      const png = await render(tree);
      await writeFile(cached, png);
      await writeFile(target, png);
      drawn += 1;
      // Drawing is synchronous work: let other callbacks (file writes, compression) run between cards.
      await setImmediate();
    }
    bytes += (await stat(target)).size;
  }
  if (prune) await pruneCache(job.cacheDirectory, used);
  return { count: job.cards.length, drawn, bytes, used: [...used] };
}

/** Removes the cached cards no longer used (`used`: file names of the cache). */
export async function pruneCache(cacheDirectory: string, used: ReadonlySet<string>): Promise<void> {
  for (const name of await readdir(cacheDirectory)) {
    if (name.endsWith('.png') && !used.has(name)) await rm(join(cacheDirectory, name), { force: true });
  }
}

/** Where the plugin leaves a build's card job for npm's postbuild step (plugin option `deferDrawing`). */
export const pendingJobFile = (cacheDirectory: string): string => join(cacheDirectory, 'pending.json');
