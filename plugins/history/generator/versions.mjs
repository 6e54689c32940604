// @ts-check
/** Version arithmetic of the history scripts (plain x.y.z releases only). */

/** @param {string} version @returns {[number, number, number]} */
const parts = (version) => {
  const [major = 0, minor = 0, patch = 0] = (version.split('-')[0] ?? '').split('.').map(Number);
  return [major, minor, patch];
};

/** Orders x.y.z versions. @param {string} a @param {string} b */
export function compareVersions(a, b) {
  const [pa, pb] = [parts(a), parts(b)];
  return pa[0] - pb[0] || pa[1] - pb[1] || pa[2] - pb[2];
}

/** The major of a version. @param {string} version */
export const majorOf = (version) => parts(version)[0];

/**
 * The version a caret range `^version` resolves to among `available` (sorted): the lowest that is
 * at least `version` in the same major, which is what a fresh install of that release got first.
 *
 * @param {readonly string[]} available
 * @param {string} version
 */
export function firstLineVersion(available, version) {
  return available.find((v) => majorOf(v) === majorOf(version) && compareVersions(v, version) >= 0);
}
