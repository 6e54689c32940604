// @ts-check
/**
 * The API reference gives every function, variable and type alias a page of its own (about 400). As one
 * chunk each, every page of the site would carry their ids and hashes in its runtime (about 9 KB of gzip).
 * Named alike, the member pages of one module, kind and initial share a chunk: a member page loads a few
 * siblings' content too (a few KB), every other page loads nothing more.
 */

const memberImport =
  /webpackChunkName: "[^"]+" \*\/ "@site\/api\/(functions|variables|type-aliases)\/([a-z_]+)\.([^"/])[^"/]*\.md"/g;

/** @param {string} source @returns {string} the registry with API member pages grouped by module, kind and initial */
function groupApiMemberChunks(source) {
  return source.replace(memberImport, (match, kind, module, initial) =>
    match.replace(/webpackChunkName: "[^"]+"/, `webpackChunkName: "api-${kind}-${module}-${initial.toLowerCase()}"`),
  );
}

module.exports = { groupApiMemberChunks };
