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

// What the code does, not what its comments mention ("the localStorage section's check" stores nothing). A `//` after
// a colon or inside quotes is part of an address, not a comment.
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

// The preview is a frame without an origin of its own: its storage is empty on every load, so a sample about saving
// there would seem to lose what it saved.
const usesBrowserStorage = (code: string) => /\b(?:localStorage|sessionStorage)\b/.test(withoutComments(code));

// A sample that loads from the reader's own API (`/api/filters/...`) when it mounts waits for an answer that only their
// app gives; one that fetches on a click (a form's submit) still shows its builder, so it opens.
const fetchesOnMount = (code: string) => /\buseEffect\b/.test(code) && /\bfetch\s*\(/.test(withoutComments(code));

const v8 = sandboxLibraries.v8.version;
const dnd8 = addonVersionOfDocs('current', '@react-querybuilder/dnd');

/** Whether release `a` comes before or after release `b` (both `major.minor.patch`). */
function olderOrNewer(a: string, b: string): 'older' | 'newer' {
  const [x, y] = [a, b].map((release) => release.split('.').map(Number));
  const order = x!.map((part, i) => part - (y![i] ?? 0)).find((d) => d !== 0) ?? 0;
  return order < 0 ? 'older' : 'newer';
}

/**
 * react-querybuilder 8 add-ons that need more than their own install to run with the 8.x of the docs: a pinned core
 * release, or no 8.x release at all (the add-ons' 8.x releases on npm). Every other add-on gets the plain install line.
 */
const v8AddonNotes: Readonly<Record<string, string>> = {
  '@react-querybuilder/dnd': `Needs @react-querybuilder/dnd ${dnd8}, which requires react-querybuilder ${dnd8} (${olderOrNewer(dnd8, v8)} than the ${v8} these docs describe): try it in your own project (npm i react-querybuilder@${dnd8} @react-querybuilder/dnd@${dnd8}).`,
  '@react-querybuilder/chakra': `Needs @react-querybuilder/chakra, which has no 8.x release (its latest is ${addonVersionOfDocs(siteDocsVersion, '@react-querybuilder/chakra')}): try it in your own project.`,
};

const serverPackages = /^(node:|fs$|path$|http$|https$|express$|fastify$|pg$|better-sqlite3$|mongodb$|@prisma\/)/;

/** Why a sample with an import the sandbox lacks does not open there, and where the reader can run it instead. */
function reasonFor(specifier: string, library: LiveVersion): string {
  const name = packageOf(specifier);
  if (name === 'react-native' || name === '@react-querybuilder/native')
    return 'This is React Native code: run it in a React Native app (for example one made with Expo) on a device or a simulator.';
  if (specifier === 'react-dom/server')
    return 'This sample renders the builder to HTML in Node (react-dom/server): run it with Node in your own project.';
  if (serverPackages.test(specifier))
    return `This sample runs on a server (it imports ${name}): run it with Node in your own project.`;
  if (name === 'next')
    return `This sample belongs in a Next.js project (it imports ${specifier}): copy it into your Next.js project to run it.`;
  if (specifier.startsWith('.'))
    return `This sample imports another file of its project (${specifier}): copy both files into your own project to run it.`;
  if (library === 'v8' && v8AddonNotes[name]) return v8AddonNotes[name];
  // What the reader does, not what this site has installed: the missing "Open in sandbox" already says that.
  return `Needs ${name}: try it in your own project (npm i ${name}).`;
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
      reason: 'This file is shown failing a Next.js build: to see the error, build it in your own Next.js project.',
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
      reason: 'This sample is part of an app (it has no default export): paste it into your own app component.',
    };
  const declared = declaredNames(block.code);
  if (declared.length > 0)
    return {
      kind: 'unavailable',
      reason: `This sample uses ${declared.map((name) => `\`${name}\``).join(' and ')} from a sample above it on this page: copy both into your own project to run it.`,
    };
  if (usesBrowserStorage(block.code))
    return {
      kind: 'unavailable',
      reason:
        "This sample saves to the browser's storage: run it in your own app to see what it saved come back on the next load.",
    };
  if (fetchesOnMount(block.code))
    return {
      kind: 'unavailable',
      reason:
        'This sample loads from your server when it mounts: run it in your own app, where the address it fetches answers.',
    };
  if (defaultExportTakesProps(block.code))
    return {
      kind: 'unavailable',
      reason:
        'This sample is a component that takes props from the app around it: render it inside your app, passing them.',
    };
  return { kind: 'open', library };
}
