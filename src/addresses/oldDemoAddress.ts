import { flavourIds, type FlavourId } from '../flavours/registry';

/**
 * The previous site's demo lived at /react-querybuilder/ and took its UI library from the hash
 * (`#style=antd&showNotToggle=true`); ours has one route per flavour and reads the other settings
 * from the hash itself.
 */
export interface DemoAddress {
  /** `/demo` or `/demo/<flavour>`. */
  readonly path: string;
  /** The hash to carry over, with its `#`, or `''`. */
  readonly hash: string;
}

/** Style names of the old demo that differ from our flavour ids. */
const styleAliases: Readonly<Record<string, FlavourId | 'default'>> = {
  default: 'default',
  mui: 'material',
  'material-ui': 'material',
  chakraui: 'chakra',
  'chakra-ui': 'chakra',
  fluentui: 'fluent',
  'ant-design': 'antd',
};

function flavourFor(style: string): FlavourId | 'default' | undefined {
  const name = style.trim().toLowerCase();
  if ((flavourIds as readonly string[]).includes(name)) return name as FlavourId;
  return styleAliases[name];
}

/**
 * Where an old demo address goes. A known `style` picks the route and leaves the hash; an unknown
 * one stays in the hash so the demo names it among the settings it ignored, rather than silently
 * showing the default flavour.
 */
export function demoAddressFor(hash: string): DemoAddress {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const style = params.get('style');
  const flavour = style === null ? 'default' : flavourFor(style);
  if (flavour !== undefined) params.delete('style');
  const rest = params.toString();
  return {
    path: flavour === undefined || flavour === 'default' ? '/demo' : `/demo/${flavour}`,
    hash: rest === '' ? '' : `#${rest}`,
  };
}
