import siteConfig from '@generated/docusaurus.config';
import type { Prism as PrismInstance } from 'prism-react-renderer';

type Prism = typeof PrismInstance;

/**
 * Registers `prism.additionalLanguages` (config/theme.ts) on prism-react-renderer's Prism, as the theme's
 * own version does. Ejected rather than wrapped: the theme's also bundles the PHP templating grammar into
 * every page's main bundle, for a language this site never highlights.
 */
export default function prismIncludeLanguages(prism: Prism): void {
  const { additionalLanguages } = siteConfig.themeConfig.prism as { readonly additionalLanguages: readonly string[] };
  // Prism's language components extend the Prism they find on the global object, so it is there while they load.
  const global = globalThis as { Prism?: Prism };
  const before = global.Prism;
  global.Prism = prism;
  for (const language of additionalLanguages) {
    // Theme-classic limits this context to the configured languages, so only they are bundled.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(`prismjs/components/prism-${language}`);
  }
  if (before === undefined) delete global.Prism;
  else global.Prism = before;
}
