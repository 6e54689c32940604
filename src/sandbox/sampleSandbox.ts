import { addonVersionOfDocs, siteDocsVersion } from '../../config/docsVersions';
import { hasFlag } from '../codeBlock/metaFlags';
import { isStylesheet } from '../liveCode/moduleScope';
import type { LiveVersion } from '../liveCode/scopes';
import { sandboxLibraries } from './libraries';
import { sandboxScopes } from './sandboxScopes';
import { importedSpecifiers, packageOf } from './onlinePlaygrounds';

/**
 * Which docs code blocks the sandbox can open, decided from the block alone so that every docs page (and every
 * page added later) gets the same answer: the build puts the control or the reason beside the block, and the
 * samples suite checks the same decision for every block.
 */
export type SampleSandbox =
  /** Not an app that renders a builder (a type, a utility call, another language): nothing to offer. */
  | { readonly kind: 'none' }
  | { readonly kind: 'open'; readonly library: LiveVersion }
  /** Renders a builder, but the sandbox cannot run it; `reason` says why, for the reader. */
  | { readonly kind: 'unavailable'; readonly reason: string };

export interface BlockToOffer {
  readonly lang: string;
  readonly meta: string;
  readonly code: string;
}

// A closing tag or a self-closing one: TypeScript generics (`Array<RuleType>`) have neither.
const hasJsx = (code: string) => /<\/[\w.]*>|\/>/.test(code);

// Type-only imports vanish when the sandbox transpiles the code, so they need no module.
const typeOnlyImport = /\b(?:import|export)\s+type\b[^'";]*?\bfrom\s*(['"])[^'"\n]+\1/g;

const hasDefaultExport = (code: string) => /\bexport\s+default\b|\bas\s+default\b/.test(code);

// `export default function Filter({ saved })`: a component of an app, waiting for props the sandbox cannot give.
const defaultExportTakesProps = (code: string) => /\bexport\s+default\s+function\b[^(]*\(\s*[^)\s]/.test(code);

// `declare const fields: Field[];`: the sample continues another one on its page, whose code the sandbox does not get.
const declaredNames = (code: string) =>
  [...code.matchAll(/^declare\s+(?:const|let|function)\s+([\w$]+)/gm)].map((match) => match[1]!);

// The preview is a frame without an origin of its own: its storage is empty on every load, so a sample about saving
// there would seem to lose what it saved.
const usesBrowserStorage = (code: string) => /\b(?:localStorage|sessionStorage)\b/.test(code);

const v8 = sandboxLibraries.v8.version;
const dnd8 = addonVersionOfDocs('current', '@react-querybuilder/dnd');
const siteMajor = sandboxLibraries.v7.param;

/** react-querybuilder 8 add-ons: what the sandbox's 8.x lacks, and why (the add-ons' 8.x releases on npm). */
const v8AddonNotes: Readonly<Record<string, string>> = {
  '@react-querybuilder/dnd': `@react-querybuilder/dnd ${dnd8} requires react-querybuilder ${dnd8}, and the sandbox runs ${v8}`,
  '@react-querybuilder/chakra': `@react-querybuilder/chakra has no 8.x release (its latest is ${addonVersionOfDocs(siteDocsVersion, '@react-querybuilder/chakra')})`,
  '@react-querybuilder/bulma': `this site builds @react-querybuilder/bulma for version ${siteMajor} only`,
  '@react-querybuilder/fluent': `this site builds @react-querybuilder/fluent for version ${siteMajor} only`,
  '@react-querybuilder/tremor': `this site builds @react-querybuilder/tremor for version ${siteMajor} only`,
};

const serverPackages = /^(node:|fs$|path$|http$|https$|express$|fastify$|pg$|better-sqlite3$|mongodb$|@prisma\/)/;

/** Why the sandbox cannot run an import it lacks, in the reader's words. */
function reasonFor(specifier: string, library: LiveVersion): string {
  const name = packageOf(specifier);
  if (name === 'react-native' || name === '@react-querybuilder/native')
    return 'This is React Native code: it runs on a device or a simulator, not in a browser.';
  if (specifier === 'react-dom/server')
    return 'This sample renders the builder to HTML in Node (react-dom/server) and prints it; the sandbox runs apps in the browser.';
  if (serverPackages.test(specifier)) return `This sample runs on a server (it imports ${name}), not in a browser.`;
  if (name === 'next') return `This sample belongs in a Next.js project (it imports ${specifier}).`;
  if (specifier.startsWith('.'))
    return `This sample imports another file of its project (${specifier}); the sandbox runs a single App.tsx.`;
  if (library === 'v8' && v8AddonNotes[name])
    return `Not in the sandbox: ${v8AddonNotes[name]}. Install it in your own project to run this sample.`;
  if (library === 'v8' && name.startsWith('@react-querybuilder/'))
    return `Not in the sandbox: it runs react-querybuilder ${v8} without ${name}. Install it in your own project to run this sample.`;
  return `Not in the sandbox: it has no ${name}. Install it in your own project to run this sample.`;
}

// Most telling reason first: a reader with a React Native sample should hear that before anything else.
const reasonRank = (specifier: string) =>
  /^(react-native|@react-querybuilder\/native)/.test(specifier)
    ? 0
    : specifier === 'react-dom/server' || serverPackages.test(specifier)
      ? 1
      : specifier === 'next' || specifier.startsWith('next/')
        ? 2
        : specifier.startsWith('.')
          ? 3
          : 4;

const isBuilderSample = (code: string) =>
  importedSpecifiers(code).some((specifier) => /^(react-querybuilder|@react-querybuilder\/)/.test(specifier)) &&
  hasJsx(code);

/**
 * A `tsx`/`jsx` block that imports react-querybuilder (or an add-on) and renders JSX is a builder sample. It opens
 * in the sandbox when every module it imports is in the sandbox's scope for its version and it has a default export
 * (the component the preview renders); otherwise it gets the reason. Fragments, outputs and other versions get nothing.
 */
export function sampleSandbox(block: BlockToOffer, library: LiveVersion | undefined): SampleSandbox {
  if (!library || (block.lang !== 'tsx' && block.lang !== 'jsx')) return { kind: 'none' };
  // A hidden check (plugins/docClaims) is not on the page, so it offers nothing.
  if (['fragment', 'output', 'hidden'].some((flag) => hasFlag(block.meta, flag))) return { kind: 'none' };
  if (!isBuilderSample(block.code)) return { kind: 'none' };
  // A Next.js file shown failing its build would run in the sandbox, which is not Next.js, and contradict the page.
  if (/(?:^|\s)fails=/.test(block.meta))
    return {
      kind: 'unavailable',
      reason:
        'This file is shown failing a Next.js build; the sandbox is not Next.js and would run it without the error.',
    };
  const imports = importedSpecifiers(block.code.replace(typeOnlyImport, ''));
  const scope = sandboxScopes[library];
  const missing = imports
    .filter((specifier) => !isStylesheet(specifier) && !Object.hasOwn(scope, specifier))
    .sort((a, b) => reasonRank(a) - reasonRank(b));
  if (missing.length > 0) return { kind: 'unavailable', reason: reasonFor(missing[0]!, library) };
  if (!hasDefaultExport(block.code))
    return {
      kind: 'unavailable',
      reason: 'This sample has no default export, so there is no App for the sandbox to render.',
    };
  const declared = declaredNames(block.code);
  if (declared.length > 0)
    return {
      kind: 'unavailable',
      reason: `This sample uses ${declared.map((name) => `\`${name}\``).join(' and ')} from a sample above it on this page; the sandbox gets this one alone.`,
    };
  if (usesBrowserStorage(block.code))
    return {
      kind: 'unavailable',
      reason: "This sample saves to the browser's storage, which the sandbox's isolated preview empties on every load.",
    };
  if (defaultExportTakesProps(block.code))
    return {
      kind: 'unavailable',
      reason: 'This sample is a component that takes props from the app around it; the sandbox renders it with none.',
    };
  return { kind: 'open', library };
}
