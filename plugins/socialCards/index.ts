import type { LoadContext, Plugin } from '@docusaurus/types';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { cardFileOf, cardRouteOf, defaultCardFile, isApiRoute, normalizeRoute } from './cardRoute';
import { kickerOf, versionLabelOf, type CardText, type DocsVersionPath } from './layout';
import { pageText } from './pageText';
import { cardTree, createCardRenderer, type CardDesign, type CardFonts } from './render';

interface DocsPluginContent {
  readonly loadedVersions: readonly { readonly path: string; readonly label: string }[];
}

export interface SocialCardsOptions {
  /** The logo drawn at the bottom of every card: an SVG file, relative to the site's directory. */
  readonly logo: string;
}

/** How the theme components import the card's head tags (cardHead.tsx). */
const cardHeadRequest = /(?:^|\/)cardHead$/;

/** The packages whose versions decide a card's pixels besides its tree: a new one may draw differently. */
const renderingPackages = ['satori', '@resvg/resvg-js', '@fontsource/inter'];

/**
 * PNG social cards (1200×630) for link previews, which mostly ignore the SVG logo that was every page's
 * og:image: one per docs page and site page (its title, its docs version and section), one per package of
 * the API reference (cardRoute.ts says why), and a default one (themeConfig.image).
 *
 * The pages name their card as they render: the wrapped Layout/Provider (theme/) derives it from the page's
 * path. That was chosen over rewriting og:image in the built HTML at postBuild, because Docusaurus runs all
 * postBuild hooks at once and the local search's hook rewrites every page meanwhile, so one of two
 * rewrites would be lost; the rendered head also stays what React renders in the browser. postBuild then only
 * adds new files: the cards, from each built page's title and breadcrumbs (read, never written). Cards are
 * kept in node_modules/.cache/social-cards by a digest of what they draw, so a rebuild draws only changed ones.
 */
export default function socialCards(options: SocialCardsOptions) {
  return (context: LoadContext): Plugin => socialCardsPlugin(context, options);
}

function socialCardsPlugin(context: LoadContext, options: SocialCardsOptions): Plugin {
  const { siteConfig, siteDir } = context;
  const cacheDirectory = join(siteDir, 'node_modules', '.cache', 'social-cards');
  const themePath = fileURLToPath(new URL('./theme', import.meta.url));

  return {
    name: 'social-cards',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    // The head tags naming the card are for link previews, which read the server's HTML: the browser gets a stand-in.
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            cardHeadRequest,
            (resource: { request: string }) => {
              resource.request = `${resource.request}.client`;
            },
          ),
        ],
      };
    },
    async postBuild({ outDir, routesPaths, plugins }) {
      const started = performance.now();
      const versions: DocsVersionPath[] = plugins
        .filter((plugin) => plugin.name === 'docusaurus-plugin-content-docs')
        .flatMap((plugin) => (plugin.content as DocsPluginContent).loadedVersions)
        .map(({ path, label }) => ({ path: normalizeRoute(path, siteConfig.baseUrl), label }));
      const design = await cardDesign(context, options);
      const readPage = async (route: string) => {
        const file = builtPage(outDir, route);
        return file ? readFile(file, 'utf8') : undefined;
      };

      const cards = new Map<string, CardText>([[defaultCardFile, { kicker: '', title: siteConfig.tagline }]]);
      const cardRoutes = new Set(routesPaths.map((path) => cardRouteOf(normalizeRoute(path, siteConfig.baseUrl))));
      for (const cardRoute of cardRoutes) {
        const html = await readPage(cardRoute);
        const { title, section } = html
          ? pageText(html, siteConfig.title)
          : { title: cardRoute.split('/').pop() || siteConfig.title, section: undefined };
        const text: CardText = isApiRoute(cardRoute)
          ? { kicker: kickerOf({ section: 'API reference', title }), title }
          : { kicker: kickerOf({ versionLabel: versionLabelOf(cardRoute, versions), section, title }), title };
        const file = cardFileOf(cardRoute);
        if (cards.has(file)) throw new Error(`Two routes share the social card ${file}: rename one of them`);
        cards.set(file, text);
      }

      const engines = await renderingVersions(siteDir);
      const render = createCardRenderer(design.fonts);
      await mkdir(cacheDirectory, { recursive: true });
      const used = new Set<string>();
      let drawn = 0;
      let bytes = 0;
      for (const [file, text] of cards) {
        const tree = cardTree(text, design);
        const digest = createHash('sha256')
          .update(JSON.stringify([engines, tree]))
          .digest('hex')
          .slice(0, 32);
        const cached = join(cacheDirectory, `${digest}.png`);
        used.add(`${digest}.png`);
        const target = join(outDir, file);
        await mkdir(dirname(target), { recursive: true });
        if (existsSync(cached)) {
          await copyFile(cached, target);
        } else {
          const png = await render(tree);
          await writeFile(cached, png);
          await writeFile(target, png);
          drawn += 1;
          // Drawing is synchronous work: let the other postBuild hooks' callbacks run between cards.
          await setImmediate();
        }
        bytes += (await stat(target)).size;
      }
      // The cache holds this build's cards only: a changed design or title leaves no stale files behind.
      for (const name of await readdir(cacheDirectory)) {
        if (!used.has(name)) await rm(join(cacheDirectory, name), { force: true });
      }
      console.log(
        `[social-cards] ${cards.size} cards (${drawn} drawn, ${cards.size - drawn} from the cache), ${(bytes / 1e6).toFixed(1)} MB, ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}

/** The built HTML file of a route (either trailingSlash setting), if there is one. */
function builtPage(outDir: string, route: string): string | undefined {
  const relative = route.replace(/^\/+/, '');
  const candidates = relative ? [`${relative}.html`, join(relative, 'index.html'), relative] : ['index.html'];
  return candidates
    .map((candidate) => join(outDir, candidate))
    .find((file) => existsSync(file) && file.endsWith('.html'));
}

async function cardDesign(
  context: LoadContext,
  options: SocialCardsOptions,
): Promise<CardDesign & { fonts: CardFonts }> {
  const require = createRequire(join(context.siteDir, 'package.json'));
  const font = (weight: number) =>
    readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
  const [semibold, bold, logoSvg] = await Promise.all([
    font(600),
    font(700),
    readFile(join(context.siteDir, options.logo), 'utf8'),
  ]);
  return {
    siteTitle: context.siteConfig.title,
    host: new URL(context.siteConfig.url).host,
    logoSvg,
    fonts: { semibold, bold },
  };
}

/** The installed versions of the rendering packages, from their package.json files. */
async function renderingVersions(siteDir: string): Promise<string[]> {
  const require = createRequire(join(siteDir, 'package.json'));
  return Promise.all(
    renderingPackages.map(async (name) => {
      const manifest = JSON.parse(await readFile(require.resolve(`${name}/package.json`), 'utf8')) as {
        version: string;
      };
      return `${name}@${manifest.version}`;
    }),
  );
}
