import type { LoadContext, Plugin } from '@docusaurus/types';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cardFileOf, cardRouteOf, defaultCardFile, isApiRoute, normalizeRoute } from './cardRoute';
import { drawCards, pendingJobFile, type CardJob } from './drawCards';
import { kickerOf, versionLabelOf, type CardText, type DocsVersionPath } from './layout';
import { pageText } from './pageText';

interface DocsPluginContent {
  readonly loadedVersions: readonly { readonly path: string; readonly label: string }[];
}

export interface SocialCardsOptions {
  /** The logo drawn at the bottom of every card: an SVG file, relative to the site's directory. */
  readonly logo: string;
  /**
   * Leave the drawing to npm's postbuild step (scripts/postbuild/socialCards.mjs), which runs it beside the build's
   * compression instead of inside `docusaurus build`: about half a minute of CPU on a cold build. Set for
   * `npm run build` only; a plain `docusaurus build` draws the cards itself.
   */
  readonly deferDrawing?: boolean;
}

/** How the theme components import the card's head tags (cardHead.tsx). */
const cardHeadRequest = /(?:^|\/)cardHead$/;

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
 * kept in node_modules/.cache/social-cards by a digest of what they draw, so a rebuild draws only changed ones. Under
 * `npm run build` the drawing itself (drawCards.ts) is left to npm's postbuild step (option `deferDrawing`).
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

      const job: CardJob = {
        siteDir,
        outDir,
        cacheDirectory,
        logo: options.logo,
        design: { siteTitle: siteConfig.title, host: new URL(siteConfig.url).host },
        cards: [...cards],
      };
      if (options.deferDrawing) {
        // npm's postbuild step draws them (scripts/postbuild/socialCards.mjs), beside the compression of the build.
        await mkdir(cacheDirectory, { recursive: true });
        await writeFile(pendingJobFile(cacheDirectory), JSON.stringify(job));
        console.log(`[social-cards] ${cards.size} cards listed for npm's postbuild step to draw`);
        return;
      }
      const { count, drawn, bytes } = await drawCards(job);
      console.log(
        `[social-cards] ${count} cards (${drawn} drawn, ${count - drawn} from the cache), ${(bytes / 1e6).toFixed(1)} MB, ${((performance.now() - started) / 1000).toFixed(1)} s`,
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
