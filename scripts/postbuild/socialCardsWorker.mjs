// @ts-check
// One of scripts/postbuild/socialCards.mjs' two drawing threads: draws its share of the cards (TypeScript, through jiti).
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);
/** @type {{ drawCards: (job: unknown, options: { prune: boolean }) => Promise<unknown> }} */
const { drawCards } = require('jiti')(import.meta.url)('../../plugins/socialCards/drawCards.ts');
parentPort?.postMessage(await drawCards(workerData, { prune: false }));
