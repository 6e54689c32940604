/**
 * Requests whose modules run only in the browser: the flavours' UI libraries (loaded from an effect,
 * src/demo/useFlavour.ts) and the editor, transpiler and sandbox (rendered only once useIsBrowser() is true).
 * Compiling them into the server bundle too, which only renders static pages, was about as much work as
 * compiling them for the browser; the server build replaces them with browserOnlyModule.ts. A flavour's slices
 * (`./slices/<name>` in its folder, see src/flavours/loadInSlices.ts) are pieces of its UI library. The demo's
 * Run tab (shown only once chosen) and its lab session start workers, which the one-file server bundle cannot
 * hold: rspack stops on a worker there.
 */
export const browserOnlyRequest =
  /^(?:\.\/(?:Antd|Bootstrap|Bulma|Chakra|Fluent|Mantine|Material|Tremor)Flavour|\.\/slices\/[\w-]+|@site\/src\/sandbox\/Sandbox(?:Frame)?App|@site\/src\/liveCode\/LiveCodeBlock|\.\.\/lab\/run\/(?:RunPanel|labSession))$/;
