// @ts-check
/**
 * The rows of the "outputs that change when you upgrade" table, computed by running both versions.
 *
 * @typedef {{ query: string; format: string; v7: string; v8: string }} UpgradeRow
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** @param {unknown} output */
const asText = (output) => (typeof output === 'string' ? output : JSON.stringify(output));

/**
 * @param {Record<string, import('react-querybuilder').RuleGroupTypeAny>} queries
 * @param {readonly string[]} formats
 * @returns {UpgradeRow[]}
 */
export function upgradeRowsFor(queries, formats) {
  const v7 = require('react-querybuilder');
  const v8 = require('rqb8');
  /** @type {UpgradeRow[]} */
  const rows = [];
  for (const [query, value] of Object.entries(queries)) {
    for (const format of formats) {
      const options = /** @type {{ format: any }} */ ({ format });
      const [a, b] = [asText(v7.formatQuery(value, options)), asText(v8.formatQuery(value, options))];
      if (a !== b) rows.push({ query, format, v7: a, v8: b });
    }
  }
  return rows;
}

/** The rows for the committed cases (plugins/history/data/upgradeCases.json). */
export function upgradeRows() {
  const { queries, formats } = require('../data/upgradeCases.json');
  return upgradeRowsFor(queries, formats);
}
