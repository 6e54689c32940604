// @ts-check
/** Step timings read from a build's output: Docusaurus' perf log (DOCUSAURUS_PERF_LOGGER=true), our plugins' and the postbuild's lines. */

// eslint-disable-next-line no-control-regex
const ansi = /\u001b\[[0-9;]*m/g;

/** @param {string} value @param {string} unit @returns {number} seconds */
const toSeconds = (value, unit) => (unit.startsWith('ms') ? Number(value) / 1000 : Number(value));

/**
 * The top steps of `docusaurus build` ("Build > en > SSG - 12.3 seconds!"), in seconds by step name.
 * @param {string} log @returns {Record<string, number>}
 */
export function docusaurusSteps(log) {
  /** @type {Record<string, number>} */
  const steps = {};
  for (const line of log.replace(ansi, '').split('\n')) {
    const match = /^\[PERF\]\s+(?:\S+\s+)?Build > \w+ > ([^>]+?) - ([\d.]+) (ms|seconds)/.exec(line);
    if (match?.[1] && match[2] && match[3]) steps[match[1]] = toSeconds(match[2], match[3]);
  }
  return steps;
}

/**
 * Our own steps' timing lines: "[llms-txt] Markdown twins in 1.2 s; 6 llms.txt/llms-full.txt pairs in 0.4 s",
 * "[postbuild] CSP: … , 850 ms" and "[postbuild] precompressed … , 12.1 s" (since compression overlaps the CSP pass,
 * "…, 850 ms (compressing meanwhile)" and "…, 12.1 s in all": the second then counts the whole step), and
 * "[postbuild] social cards: …, 9.5 s in two threads beside the pages" (overlapping both).
 * @param {string} log @returns {Record<string, number>}
 */
export function pluginSteps(log) {
  /** @type {Record<string, number>} */
  const steps = {};
  for (const line of log.replace(ansi, '').split('\n')) {
    const llms = /^\[llms-txt\] Markdown twins in ([\d.]+) s; .* in ([\d.]+) s/.exec(line);
    if (llms?.[1] && llms[2]) steps['llms-txt (in postBuild)'] = Number(llms[1]) + Number(llms[2]);
    const cards = /^\[postbuild\] social cards: .*, ([\d.]+) s in two threads/.exec(line);
    if (cards?.[1]) steps['postbuild: social cards (beside the rest)'] = Number(cards[1]);
    const postbuild =
      /^\[postbuild\] (CSP|precompressed).*, ([\d.]+) (ms|s)(?: \(compressing meanwhile\)| in all)?$/.exec(line);
    if (postbuild?.[1] && postbuild[2] && postbuild[3]) {
      steps[postbuild[1] === 'CSP' ? 'postbuild: redirect script + CSP' : 'postbuild: precompress'] = toSeconds(
        postbuild[2],
        postbuild[3],
      );
    }
  }
  return steps;
}
