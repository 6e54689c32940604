import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';
import { normalizeUrl } from '@docusaurus/utils';
import { flavourIds } from '../../src/flavours/registry';

/** The demo page of every flavour in the registry: /demo/{id}, the shared DemoPage told which flavour it shows. */
export function flavourRoutes(baseUrl: string, ids: readonly string[] = flavourIds): RouteConfig[] {
  return ids.map((id) => ({
    path: normalizeUrl([baseUrl, 'demo', id]),
    component: '@site/src/demo/DemoPage',
    exact: true,
    props: { flavourId: id },
  }));
}

/** Adds the flavour demo routes, so a flavour's page needs no file of its own under src/pages. */
export default function flavourRoutesPlugin(context: LoadContext): Plugin {
  return {
    name: 'flavour-routes',
    contentLoaded({ actions }) {
      for (const route of flavourRoutes(context.baseUrl)) actions.addRoute(route);
    },
  };
}
