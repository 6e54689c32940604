import type { FlavourId } from '../../src/flavours/registry';

/*
 * How the browser tests recognise each flavour of the registry. TypeScript refuses a registry entry without its
 * line here, so a new flavour is tested by demoFlavours.spec.ts and sandbox.spec.ts from its first build.
 */
interface FlavourCheck {
  /** An element only the UI library renders, inside the first rule. */
  readonly control: string;
  /** Marker strings of the UI library's code: no other flavour page may download them. */
  readonly codeMarkers: readonly string[];
  /** Stylesheets of the flavour (by file name); no other page may load them. */
  readonly stylesheets: readonly string[];
}

export const flavourChecks = {
  antd: { control: '.ant-select-selector', codeMarkers: ['data-css-hash', 'rc-virtual-list'], stylesheets: [] },
  bootstrap: {
    control: 'select.form-select',
    codeMarkers: ['bi bi-'],
    stylesheets: ['bootstrap.min', 'bootstrap-icons'],
  },
  bulma: { control: '.select.rule-fields > select', codeMarkers: ['rqb-flavour-bulma'], stylesheets: ['bulma.min'] },
  chakra: { control: '.chakra-select', codeMarkers: ['chakra-ui-dark'], stylesheets: [] },
  fluent: { control: '.fui-Select__select', codeMarkers: ['griffel'], stylesheets: [] },
  mantine: { control: '.mantine-Select-input', codeMarkers: ['mantine-color-scheme'], stylesheets: ['styles.'] },
  material: { control: '.MuiInputBase-root', codeMarkers: ['MuiButtonBase'], stylesheets: [] },
  tremor: { control: '.rule-fields button', codeMarkers: ['tremor-brand'], stylesheets: ['tremor.'] },
} satisfies Record<FlavourId, FlavourCheck>;

/** The stylesheets of every flavour but `id` that `id` does not share: a page of `id` must load none of them. */
export function otherFlavoursStylesheets(id: FlavourId): string[] {
  const own: readonly string[] = flavourChecks[id].stylesheets;
  return (Object.keys(flavourChecks) as FlavourId[])
    .filter((other) => other !== id)
    .flatMap((other): readonly string[] => flavourChecks[other].stylesheets)
    .filter((sheet) => !own.includes(sheet));
}
