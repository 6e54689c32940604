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
const { scopeCss } = require('./scopeCss.cjs');

/** @this {{ resourcePath: string; resourceQuery: string; emitFile(name: string, content: Buffer): void; addDependency(file: string): void }} */
module.exports = function scopeLoader(/** @type {string} */ source) {
  const scope = new URLSearchParams(this.resourceQuery.replace(/^\?/, '')).get('scope');
  if (!scope || !/^[a-z][\w-]*$/i.test(scope)) throw new Error(`${this.resourcePath}: ?…&demo-stylesheet needs scope=<class name>`);
  const fontsDone = new Map();
  // Only woff2 is kept: every browser the site supports reads it, so the older formats are dead weight.
  const withFonts = source.replace(/url\((["']?)([^"')]+\.(woff2?|ttf|eot|svg))(\?[^"')]*)?\1\)/g, (whole, _quote, path, ext) => {
    if (ext !== 'woff2') return 'url(data:,)';
    const file = resolve(dirname(this.resourcePath), path);
    if (!fontsDone.has(file)) {
      const content = readFileSync(file);
      const hash = createHash('sha256').update(content).digest('hex').slice(0, 8);
      const name = `assets/fonts/${basename(file, '.woff2')}.${hash}.woff2`;
      this.addDependency(file);
      this.emitFile(name, content);
      fontsDone.set(file, name);
    }
    // The stylesheet itself is emitted to assets/css/demo/.
    return `url("../../../${fontsDone.get(file)}")`;
  });
  return scopeCss(withFonts, `.${scope}`);
};
