import { describe, expect, it } from 'vitest';
import { isSiteWideStylesheet } from './siteWide';

const site = '/repo';
const siteWide = (path: string) => isSiteWideStylesheet(path, site);

describe('isSiteWideStylesheet', () => {
  it('keeps Infima, the Docusaurus theme and our custom stylesheet site-wide', () => {
    expect(siteWide('/repo/node_modules/infima/dist/css/default/default.css')).toBe(true);
    expect(siteWide('/repo/node_modules/@docusaurus/theme-classic/lib/theme/Navbar/styles.module.css')).toBe(true);
    expect(siteWide('/repo/src/css/custom.css')).toBe(true);
    expect(siteWide('/repo/src/theme/CodeBlock/styles.module.css?modules')).toBe(true);
    expect(siteWide('/repo/plugins/llmsTxt/theme/DocBreadcrumbs/styles.module.css')).toBe(true);
    expect(siteWide('/repo/.docusaurus/docusaurus-plugin-css-cascade-layers/default/layers.css')).toBe(true);
  });

  it("keeps our search button's stylesheet site-wide and leaves DocSearch's to the modal and the search page", () => {
    expect(siteWide('/repo/plugins/localSearch/theme/SearchBar/searchButton.css')).toBe(true);
    expect(siteWide('/repo/node_modules/@docsearch/css/dist/button.css')).toBe(false);
    expect(siteWide('/repo/node_modules/@docsearch/css/dist/_variables.css')).toBe(false);
    expect(siteWide('/repo/node_modules/@docsearch/css/dist/modal.css')).toBe(false);
    expect(siteWide('/repo/node_modules/@docsearch/css/dist/style.css')).toBe(false);
    expect(siteWide('/repo/node_modules/@docusaurus/theme-search-algolia/lib/theme/SearchBar/styles.css')).toBe(true);
    expect(siteWide('/repo/node_modules/@docusaurus/theme-search-algolia/lib/theme/SearchPage/styles.module.css')).toBe(
      false,
    );
  });

  it('leaves feature stylesheets with the chunks that import them', () => {
    expect(siteWide('/repo/src/demo/demo.module.css')).toBe(false);
    expect(siteWide('/repo/src/home/home.module.css')).toBe(false);
    expect(siteWide('/repo/src/pages/index.module.css')).toBe(false);
    expect(siteWide('/repo/src/flavours/tremor/tremor.css')).toBe(false);
    expect(siteWide('/repo/node_modules/react-querybuilder/dist/query-builder.css')).toBe(false);
  });

  it('judges a package by its own path, not by folders inside it', () => {
    expect(siteWide('/repo/node_modules/some-lib/src/css/x.css')).toBe(false);
    expect(siteWide('/repo/node_modules/some-lib/node_modules/infima/x.css')).toBe(true);
  });
});
