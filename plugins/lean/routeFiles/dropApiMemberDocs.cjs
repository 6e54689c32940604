// @ts-check
/**
 * Loader for the browser build of Docusaurus' generated global data. It lists every doc of every docs
 * instance (id, path, sidebar) for the version dropdown and doc navbar links; the API reference's 390 member
 * pages are in no sidebar, dropdown or navbar item, yet cost every page of the site 4 KB of gzip there.
 * The pages themselves get their data from their routes, not from this list.
 */

const memberDoc = /^(functions|variables|type-aliases)\//;

/** @param {string} source @returns {string | null} the global data without API member docs, or null when it has no API docs instance */
function dropApiMemberDocs(source) {
  const data = JSON.parse(source);
  const versions = data?.['docusaurus-plugin-content-docs']?.api?.versions;
  if (!Array.isArray(versions)) return null;
  for (const version of versions) {
    if (Array.isArray(version.docs))
      version.docs = version.docs.filter((/** @type {{ id: string }} */ doc) => !memberDoc.test(doc.id));
  }
  return JSON.stringify(data);
}

/** @this {{ resourcePath: string }} @param {string} source */
function dropApiMemberDocsLoader(source) {
  const lean = dropApiMemberDocs(source);
  if (lean !== null) return lean;
  // Doing nothing would cost every page 4 KB unnoticed: stop instead.
  throw new Error(
    `plugins/lean (dropApiMemberDocs): ${this.resourcePath} has no API docs instance (\`docusaurus-plugin-content-docs\`.api.versions), so the patch has nothing to drop. Update plugins/lean/routeFiles/dropApiMemberDocs.cjs, or build on stock Docusaurus with LEAN_BUILD=false.`,
  );
}

module.exports = dropApiMemberDocsLoader;
module.exports.dropApiMemberDocs = dropApiMemberDocs;
