// @ts-check
/**
 * Loader for `import url from 'lib/style.css?scope=<class>&demo-stylesheet'`: scopes the stylesheet
 * to `.<class>` and emits its woff2 fonts next to it. The result becomes a separate CSS file whose
 * URL the demo links only on its own page (Docusaurus would otherwise merge every imported CSS file
 * into the stylesheet of every page).
 */
const { readFileSync } = require('node:fs');
const { basename, dirname, resolve } = require('node:path');
const { createHash } = require('node:crypto');
const postcss = require('postcss');
const { scopeCss } = require('./scopeCss.cjs');

/**
 * Query parameters: `scope=<class>` (required); `portal=<id>` also styles that element, where a UI
 * library renders its pop-ups outside the page's tree; `tailwind` compiles the file with Tailwind
 * CSS first, using the tailwind.config.cjs next to it; `static-scheme` drops the library's
 * `prefers-color-scheme` rules so that only the site's colour mode counts.
 *
 * @this {{ resourcePath: string; resourceQuery: string; emitFile(name: string, content: Buffer): void; addDependency(file: string): void; addContextDependency(dir: string): void; async(): (error: Error | null, result?: string) => void }}
 */
module.exports = function scopeLoader(/** @type {string} */ source) {
  const params = new URLSearchParams(this.resourceQuery.replace(/^\?/, ''));
  const scope = params.get('scope');
  const portal = params.get('portal');
  const name = /^[a-z][\w-]*$/i;
  if (!scope || !name.test(scope)) throw new Error(`${this.resourcePath}: ?…&demo-stylesheet needs scope=<class name>`);
  if (portal !== null && !name.test(portal)) throw new Error(`${this.resourcePath}: portal=<element id> is not an id`);
  const selector = portal ? `:is(.${scope}, #${portal})` : `.${scope}`;
  const finish = this.async();
  const scoped = (/** @type {string} */ css) =>
    scopeCss(withFonts(this, css), selector, { dropSystemColorScheme: params.has('static-scheme') });
  if (!params.has('tailwind')) {
    finish(null, scoped(source));
    return;
  }
  const config = resolve(dirname(this.resourcePath), 'tailwind.config.cjs');
  this.addDependency(config);
  // Tailwind does not report the files the config requires (e.g. a flavour package's preset).
  for (const [, request] of readFileSync(config, 'utf8').matchAll(/require\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    this.addDependency(require.resolve(/** @type {string} */ (request), { paths: [dirname(config)] }));
  }
  postcss([require('tailwindcss')(config)])
    .process(source, { from: this.resourcePath })
    .then((result) => {
      // Tailwind reports what it read (the config and the content folders); without these
      // the bundler's cache would keep stale CSS after one of them changes.
      for (const message of result.messages) {
        if (message.type === 'dependency') this.addDependency(message.file);
        else if (message.type === 'dir-dependency') this.addContextDependency(message.dir);
      }
      finish(null, scoped(result.css));
    })
    .catch((error) => finish(error));
};

/**
 * Emits the woff2 fonts a stylesheet references and points its url()s at them.
 * @param {{ resourcePath: string; emitFile(name: string, content: Buffer): void; addDependency(file: string): void }} loader
 * @param {string} source
 */
function withFonts(loader, source) {
  const fontsDone = new Map();
  // Only woff2 is kept: every browser the site supports reads it, so the older formats are dead weight.
  return source.replace(/url\((["']?)([^"')]+\.(woff2?|ttf|eot|svg))(\?[^"')]*)?\1\)/g, (_whole, _quote, path, ext) => {
    if (ext !== 'woff2') return 'url(data:,)';
    const file = resolve(dirname(loader.resourcePath), path);
    if (!fontsDone.has(file)) {
      const content = readFileSync(file);
      const hash = createHash('sha256').update(content).digest('hex').slice(0, 8);
      const name = `assets/fonts/${basename(file, '.woff2')}.${hash}.woff2`;
      loader.addDependency(file);
      loader.emitFile(name, content);
      fontsDone.set(file, name);
    }
    // The stylesheet itself is emitted to assets/css/demo/.
    return `url("../../../${fontsDone.get(file)}")`;
  });
}
