import type { LoadContext, Plugin } from '@docusaurus/types';
import { nextAddonFiles } from './nextAddonFiles';

/**
 * react-querybuilder 8.24.1 and the 8.x add-ons the Next docs and sandbox run, installed under npm aliases beside the
 * site's react-querybuilder 7.7.1 (`rqb8`, and `rqb8-bootstrap` for @react-querybuilder/bootstrap 8.24.1). Their
 * files import `react-querybuilder` by name (the add-ons, and 8.x's own `async` and `history` entry points), which is
 * 7.7.1 at the root: in their files only, that name means the 8.24.1 copy, as it would in a reader's app, so the
 * builder and its context come from one copy. package.json's `overrides` lets npm accept the add-ons' peer dependency
 * on 8.24.1 with 7.7.1 at the root, because this rule, not npm, decides what they get.
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
