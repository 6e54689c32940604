import type { RouteConfig } from '@docusaurus/types';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeMarkdownTwins, writeMarkdownTwinsInWorker, type MarkdownTwinsInput } from './markdownTwins';

const page = (body: string) =>
  `<!doctype html><html><head><title>Export | Site</title><meta name="description" content="How to export"></head>` +
  `<body><nav>Site menu</nav><main><div class="container"><article><div class="theme-doc-markdown markdown">${body}</div></article></div></main></body></html>`;

const docsRoute = (path: string): RouteConfig =>
  ({
    path,
    component: '@theme/DocItem',
    exact: true,
    plugin: { name: 'docusaurus-plugin-content-docs', id: 'default' },
  }) as RouteConfig;

// A worker thread loads the converter and its modules anew: past 20 s when the machine's load ran at 19 on two cores.
describe('Markdown twins', { timeout: 90_000 }, () => {
  let site = '';
  let input: MarkdownTwinsInput;
  beforeEach(async () => {
    site = await mkdtemp(join(tmpdir(), 'markdown-twins-'));
    const outDir = join(site, 'build');
    await mkdir(join(outDir, 'docs'), { recursive: true });
    await writeFile(
      join(outDir, 'docs', 'export.html'),
      page(
        '<h1>Export</h1><p>See <a href="/docs/import">import</a>.</p>' +
          '<pre class="prism-code language-ts"><code><span class="token-line"><span class="token keyword">const</span> a = 1;<br></span></code></pre>',
      ),
    );
    await writeFile(
      join(outDir, 'docs', 'import.html'),
      page('<h1>Import</h1><p>Back to <a href="/docs/export#top">export</a>.</p>'),
    );
    input = {
      outDir,
      siteDir: site,
      generatedFilesDir: join(site, '.docusaurus'),
      siteConfig: { title: 'Site', url: 'https://example.com', baseUrl: '/', trailingSlash: false },
      routes: [docsRoute('/docs/export'), docsRoute('/docs/import')],
    };
  });
  afterEach(() => rm(site, { recursive: true, force: true }));

  const twins = () =>
    Promise.all(['export', 'import'].map((name) => readFile(join(input.outDir, 'docs', `${name}.md`), 'utf8')));

  it('writes in a worker thread the same Markdown as on this thread', async () => {
    await writeMarkdownTwins(input);
    const onThread = await twins();
    expect(onThread[0]).toContain('```ts\nconst a = 1;\n```');
    expect(onThread[0]).toContain('[import](https://example.com/docs/import.md)');
    await rm(join(input.outDir, 'docs', 'export.md'));
    await rm(join(input.outDir, 'docs', 'import.md'));
    await rm(input.generatedFilesDir, { recursive: true, force: true });

    await writeMarkdownTwinsInWorker(input);
    expect(await twins()).toEqual(onThread);
  });

  it('writes the same twins from pages cut to their content, and stops when no page could be cut', async () => {
    await writeMarkdownTwins(input);
    const whole = await twins();
    await rm(input.generatedFilesDir, { recursive: true, force: true });
    await writeMarkdownTwinsInWorker({ ...input, contentOnlyPages: true });
    expect(await twins()).toEqual(whole);

    const category = (title: string) =>
      `<!doctype html><html><head><title>${title}</title></head><body><main><div class="container"><h1>${title}</h1></div></main></body></html>`;
    await writeFile(join(input.outDir, 'docs', 'export.html'), category('Export'));
    await writeFile(join(input.outDir, 'docs', 'import.html'), category('Import'));
    await rm(input.generatedFilesDir, { recursive: true, force: true });
    await expect(writeMarkdownTwins({ ...input, contentOnlyPages: true })).rejects.toThrow(
      /read \d+ pages through fs-extra's readFile and 0 had a theme-doc-markdown element/,
    );
  });

  it('rejects when the worker fails on a page', async () => {
    await writeFile(
      join(input.outDir, 'docs', 'import.html'),
      '<!doctype html><html><body><p>no content</p></body></html>',
    );
    await expect(
      writeMarkdownTwinsInWorker({ ...input, routes: [...input.routes, docsRoute('/docs/missing')] }),
    ).rejects.toThrow(/missing/);
  });
});
