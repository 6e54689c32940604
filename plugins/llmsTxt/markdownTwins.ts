import type { LoadContext, RouteConfig } from '@docusaurus/types';
import markdownPagesPlugin from '@signalwire/docusaurus-plugin-llms-txt';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { contentOnlyPage } from './contentOnlyPage';
import rehypeDocusaurusMarkup from './rehypeDocusaurusMarkup';

/** What the converter reads of the site: plain data, so it can cross into a worker thread. */
export interface MarkdownTwinsInput {
  readonly outDir: string;
  readonly siteDir: string;
  readonly generatedFilesDir: string;
  readonly siteConfig: Pick<LoadContext['siteConfig'], 'title' | 'url' | 'baseUrl' | 'trailingSlash'>;
  readonly routes: readonly RouteConfig[];
  /** Hand the converter each page cut to its head and content (contentOnlyPage): the lean patch markdownTwinsContentOnly. */
  readonly contentOnlyPages?: boolean;
}

type PostBuildProps = Parameters<NonNullable<ReturnType<typeof markdownPagesPlugin>['postBuild']>>[0];

/** @signalwire/docusaurus-plugin-llms-txt set up to write only the Markdown twins (`X.md` beside each docs page `X`). */
export function markdownPages(siteConfig: MarkdownTwinsInput['siteConfig'], siteDir: string) {
  // The plugin reads nothing of its context but these (its CLI commands, which the site does not register, read more).
  const context = { siteConfig, siteDir } as LoadContext;
  return markdownPagesPlugin(context, {
    // The site-wide index this writes is replaced by the per-version ones (plugins/llmsTxt/index.ts).
    siteTitle: siteConfig.title,
    onRouteError: 'throw',
    logLevel: 0,
    content: {
      enableMarkdownFiles: true,
      enableLlmsFullTxt: false,
      relativePaths: false,
      includeDocs: true,
      includeVersionedDocs: true,
      includeGeneratedIndex: true,
      includePages: false,
      includeBlog: false,
      // The search page's route carries no plugin of its own, so the converter would take it for a docs page.
      excludeRoutes: [`${siteConfig.baseUrl}search`],
      // Docs pages, then generated category pages (their header and cards; chrome is dropped by the rehype step).
      contentSelectors: ['.theme-doc-markdown', 'main .container'],
      beforeDefaultRehypePlugins: [rehypeDocusaurusMarkup],
    },
  });
}

/** Converts every docs page of the build into its Markdown twin, on the calling thread. */
export async function writeMarkdownTwins(input: MarkdownTwinsInput): Promise<void> {
  const plugin = markdownPages(input.siteConfig, input.siteDir);
  // The plugin's postBuild reads only these of Docusaurus' props.
  const convert = () => plugin.postBuild?.({ ...input, routes: [...input.routes] } as unknown as PostBuildProps);
  if (input.contentOnlyPages) await readingContentOnly(convert);
  else await convert();
}

type ReadFile = (path: unknown, ...rest: unknown[]) => unknown;

/**
 * Runs the converter with its page reads cut by contentOnlyPage. It reads each page with fs-extra's `readFile(path,
 * 'utf8')` (lib/transformation/html-file-processor.js, which exports nothing to hand it a page), so that function of
 * its own fs-extra is wrapped meanwhile; when the converter read no page through it, the build stops.
 */
async function readingContentOnly(convert: () => unknown): Promise<void> {
  const converterRequire = createRequire(
    createRequire(import.meta.url).resolve('@signalwire/docusaurus-plugin-llms-txt'),
  );
  const fsExtra = converterRequire('fs-extra') as { readFile: ReadFile };
  const readFile = fsExtra.readFile;
  let cut = 0;
  let pages = 0;
  fsExtra.readFile = (path, ...rest) => {
    if (typeof path !== 'string' || !path.endsWith('.html') || rest.length !== 1 || rest[0] !== 'utf8')
      return readFile(path, ...rest);
    pages += 1;
    return (readFile(path, 'utf8') as Promise<string>).then((html) => {
      const content = contentOnlyPage(html);
      if (content !== html) cut += 1;
      return content;
    });
  };
  try {
    await convert();
  } finally {
    fsExtra.readFile = readFile;
  }
  if (pages === 0 || cut === 0)
    throw new Error(
      `llms-txt: the Markdown converter read ${pages} pages through fs-extra's readFile and ${cut} had a theme-doc-markdown element to cut to: its way of reading pages or Docusaurus' markup changed (plugins/llmsTxt/contentOnlyPage.ts)`,
    );
}

/** The input without the rest of Docusaurus' props (functions in the site config cannot cross into a worker). */
export function markdownTwinsInput(
  props: Omit<MarkdownTwinsInput, 'siteConfig'> & { siteConfig: LoadContext['siteConfig'] },
): MarkdownTwinsInput {
  const { title, url, baseUrl, trailingSlash } = props.siteConfig;
  return {
    outDir: props.outDir,
    siteDir: props.siteDir,
    generatedFilesDir: props.generatedFilesDir,
    siteConfig: { title, url, baseUrl, trailingSlash },
    routes: props.routes,
  };
}

/**
 * Young generation of the worker's heap. Parsing a page makes many short-lived nodes; with V8's default (16 MB
 * semi-spaces) the converter spent about a fifth of its time collecting them.
 */
const youngGenerationMb = 64;

/**
 * Runs writeMarkdownTwins in a worker thread. The conversion is synchronous parsing and serialising (about 8 s of
 * CPU for this site); on the main thread it holds up the other plugins' postBuild hooks, which Docusaurus runs at
 * the same time (the search indexer above all), so they took turns on one core.
 */
export function writeMarkdownTwinsInWorker(input: MarkdownTwinsInput): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./markdownTwinsWorker.cjs', import.meta.url), {
      workerData: input,
      resourceLimits: { maxYoungGenerationSizeMb: youngGenerationMb },
    });
    let failed = false;
    worker.once('error', (error) => {
      failed = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (failed) return;
      if (code === 0) resolve();
      else reject(new Error(`llms-txt: the Markdown twins worker stopped with exit code ${code}`));
    });
  });
}
