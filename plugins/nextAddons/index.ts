import type { LoadContext, Plugin } from '@docusaurus/types';
import { nextAddonFiles } from './nextAddonFiles';

/**
 * The 8.x add-ons the Next sandbox runs, installed under npm aliases beside the site's react-querybuilder 7.7.1
 * (`rqb8-bootstrap` is @react-querybuilder/bootstrap 8.24.1). They import `react-querybuilder` by name, which is 7.7.1
 * at the root: in their files only, that name means the 8.24.1 copy (`rqb8`), the version they are published for and
 * the one the Next sandbox's builder and context come from. package.json's `overrides` lets npm accept their peer
 * dependency on 8.24.1 with 7.7.1 at the root, because this rule, not npm, decides what they get.
 */
export default function nextAddons(_context: LoadContext): Plugin {
  return {
    name: 'next-addons',
    configureWebpack() {
      return {
        module: {
          rules: [{ test: nextAddonFiles, resolve: { alias: { 'react-querybuilder$': 'rqb8' } } }],
        },
      };
    },
  };
}
