import { flavourIds } from '../../../src/flavours/registry';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Requests whose modules run only in the browser: the flavours' UI libraries (loaded from an effect,
 * src/demo/useFlavour.ts) and the editor, transpiler and sandbox (rendered only once useIsBrowser() is true).
 * Compiling them into the server bundle too, which only renders static pages, was about as much work as
 * compiling them for the browser; the server build replaces them with browserOnlyModule.ts. The registry's
 * loaders import a flavour's module (`./<id>/<Name>Flavour`) and its slices (`./<id>/slices/<name>`, see
 * src/flavours/loadInSlices.ts); the flavour names come from the registry, so a new flavour is covered. The demo's
 * Run tab (shown only once chosen), its lab session and the export pages' sample panel (loaded when a Run button is
 * pressed) start workers, which the one-file server bundle cannot hold: rspack stops on a worker there.
 */
export function browserOnlyRequestFor(ids: readonly string[]): RegExp {
  const flavour = `\\.\\/(?:${ids.map(escapeRegExp).join('|')})\\/(?:[A-Z]\\w*Flavour|slices\\/[\\w-]+)`;
  return new RegExp(
    `^(?:${flavour}|@site\\/src\\/sandbox\\/Sandbox(?:Frame)?App|@site\\/src\\/liveCode\\/LiveCodeBlock|@site\\/src\\/lab\\/sample\\/SamplePanel|\\.\\.\\/lab\\/run\\/(?:RunPanel|labSession))$`,
  );
}

export const browserOnlyRequest = browserOnlyRequestFor(flavourIds);
