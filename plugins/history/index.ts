import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

/**
 * The version history's components, as theme components (`@theme/ReleaseFilter` for the release pages,
 * `@theme/UpgradeCompare` for the demo), so that pages and the demo reach them without importing this folder.
 * Its remark plugin (./remark) and its generator (./generator, `npm run history`) are used on their own.
 */
export default function historyPlugin(): Plugin {
  return {
    name: 'history',
    getThemePath: () => fileURLToPath(new URL('./theme', import.meta.url)),
  };
}
