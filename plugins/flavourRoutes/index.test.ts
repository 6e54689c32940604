import { describe, expect, it } from 'vitest';
import { flavourIds } from '../../src/flavours/registry';
import { flavourRoutes } from '.';

describe('flavourRoutes', () => {
  it("gives every registered flavour its demo page at /demo/{id}, under the site's base URL", () => {
    expect(flavourRoutes('/').map((route) => route.path)).toEqual(flavourIds.map((id) => `/demo/${id}`));
    expect(flavourRoutes('/docs-site/', ['bulma'])[0]?.path).toBe('/docs-site/demo/bulma');
  });

  it('renders the shared demo page, told which flavour it shows', () => {
    for (const [index, route] of flavourRoutes('/').entries()) {
      expect(route).toMatchObject({
        component: '@site/src/demo/DemoPage',
        exact: true,
        props: { flavourId: flavourIds[index] },
      });
    }
  });
});
