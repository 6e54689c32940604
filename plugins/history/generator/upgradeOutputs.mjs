// @ts-check
/**
 * Writes plugins/history/data/upgradeOutputs.json: for each query of plugins/history/data/upgradeCases.json and each format
 * both versions export, the output of react-querybuilder 7.7.1's formatQuery and of 8.24.1's (the `rqb8`
 * alias), keeping the pairs that differ. The migrate pages' tables show them; upgradeOutputs.test.ts
 * fails when they no longer match what the two installed versions print.
 *
 * Usage: node plugins/history/generator/upgradeOutputs.mjs
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { upgradeRows } from './upgradeRows.mjs';
import { root } from './fetch.mjs';

writeFileSync(
  join(root, 'plugins', 'history', 'data', 'upgradeOutputs.json'),
  `${JSON.stringify(upgradeRows(), null, 2)}\n`,
);
