// @ts-check
/**
 * Loader for the browser build of Docusaurus' generated site config (`@generated/docusaurus.config`), which
 * every page's main bundle carries whole. Its plugin, preset and theme options and client module list are
 * read only while building, and by no component (the theme reads `themeConfig`, plugins their own data):
 * about 0.5 KB of gzip in every page. The server build keeps them, and renders nothing from them either.
 */

const serverOnly = ['presets', 'plugins', 'themes', 'clientModules'];
const shape = /^([\s\S]*?export default )(\{[\s\S]*\});\s*$/;

/** @param {string} source @returns {string | null} the config without the server-only keys, or null when it is not of the known form */
function dropServerConfig(source) {
  const match = shape.exec(source);
  if (!match) return null;
  /** @type {Record<string, unknown>} */
  const config = JSON.parse(match[2] ?? '');
  for (const key of serverOnly) delete config[key];
  return `${match[1]}${JSON.stringify(config)};\n`;
}

/** @this {{ resourcePath: string }} @param {string} source */
function dropServerConfigLoader(source) {
  const lean = dropServerConfig(source);
  if (lean === null) {
    throw new Error(
      `${this.resourcePath}: not \`export default <JSON>;\` as Docusaurus writes it (plugins/leanSiteConfig): update the loader.`,
    );
  }
  return lean;
}

module.exports = dropServerConfigLoader;
module.exports.dropServerConfig = dropServerConfig;
