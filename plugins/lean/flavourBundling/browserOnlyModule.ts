/**
 * What the server bundle gets instead of a module the site loads only in the browser (see
 * serverReplacements.ts). Static rendering never reaches it; if a change ever made it render one, the
 * build stops here instead of producing a page without it.
 */
export default function BrowserOnlyModule(): never {
  throw new Error(
    'A browser-only module was rendered on the server: render it only after useIsBrowser() or from an effect (plugins/lean/flavourBundling/serverReplacements.ts)',
  );
}
