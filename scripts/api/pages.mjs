// @ts-check
/**
 * The words around the generated API pages: front matter, the statement of which package version a
 * module page documents, and the /api index page.
 *
 * @typedef {import('../../config/apiModules.mjs').ResolvedApiModule} ResolvedApiModule
 * @typedef {{ title: string; sidebarLabel: string; description: string; displayedSidebar?: string }} PageMeta
 */
import { createSlugger } from '@docusaurus/utils';
import { DeclarationReflection, ReferenceReflection, ReflectionKind } from 'typedoc';

/** @param {string} text */
const yamlString = text => JSON.stringify(text);

/** @param {PageMeta} meta */
export function frontMatter(meta) {
  return [
    '---',
    `title: ${yamlString(meta.title)}`,
    `sidebar_label: ${yamlString(meta.sidebarLabel)}`,
    `description: ${yamlString(meta.description)}`,
    ...(meta.displayedSidebar ? [`displayed_sidebar: ${meta.displayedSidebar}`] : []),
    '---',
    '',
    '',
  ].join('\n');
}

/**
 * @param {import('typedoc').Reflection} reflection
 * @returns {import('typedoc').Reflection}
 */
function moduleOf(reflection) {
  let current = reflection;
  while (current.parent && !current.parent.isProject()) current = current.parent;
  return current;
}

/**
 * @param {string} moduleName
 * @param {readonly ResolvedApiModule[]} modules
 */
function findModule(moduleName, modules) {
  const found = modules.find(m => m.module === moduleName);
  if (!found) throw new Error(`Unknown API module ${moduleName}`);
  return found;
}

const pagesOutsideSidebar = ReflectionKind.Function | ReflectionKind.Variable | ReflectionKind.TypeAlias;

/**
 * @param {import('typedoc').Reflection} model
 * @param {readonly ResolvedApiModule[]} modules
 * @returns {PageMeta}
 */
export function pageMetadata(model, modules) {
  if (model.isProject()) {
    return {
      title: 'Modules',
      sidebarLabel: 'Modules',
      description: 'Every package the API reference documents, one module each.',
    };
  }
  const pkg = findModule(moduleOf(model).name, modules);
  const release = `${pkg.packageName} ${pkg.version}`;
  if (model.kind === ReflectionKind.Module) {
    return {
      title: pkg.packageName,
      sidebarLabel: pkg.packageName,
      description: `API reference of ${release}: every exported function, component, variable and type.`,
    };
  }
  const kind = ReflectionKind.singularString(model.kind).toLowerCase();
  return {
    title: model.name,
    sidebarLabel: model.name,
    description: `API reference of the ${model.name} ${kind} exported by ${release}.`,
    // Hundreds of them: listing each in the sidebar, whose data every API page loads, cost 13 KB of gzip
    // per page. Their module's overview lists them; the sidebar still shows on their pages.
    ...(model.kindOf(pagesOutsideSidebar) ? { displayedSidebar: 'apiSidebar' } : {}),
  };
}

/** Kinds that had a page of their own before module pages became overviews: they had no section there. */
const kindsWithOwnPage = ReflectionKind.Interface | ReflectionKind.Class | ReflectionKind.Enum | ReflectionKind.Namespace;

/**
 * The texts of the headings of a Markdown page, as a reader sees them (no emphasis, code marks or
 * link targets), skipping code blocks.
 *
 * @param {string} markdown
 * @returns {string[]}
 */
export function headingTexts(markdown) {
  /** @type {string[]} */
  const texts = [];
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      texts.push(
        (heading[1] ?? '')
          .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
          .replace(/~~|`|\\(?=[^\w\s])/g, ''),
      );
    }
  }
  return texts;
}

/**
 * Where the section anchors of a module page went when its functions, variables and type aliases
 * moved to pages of their own: anchor → route of the member's page. The module page gave each
 * member a section: its name as a heading, then the headings now on the member's page, one slug
 * space for the whole page (a repeated slug numbered -1, -2 …). Replaying that order gives the
 * anchors the page had, so old links like /api/modules/react_querybuilder#formatquery still land;
 * a sub-heading's anchor (#parameters-3) leads to its member too. A re-export (`default`) leads to
 * what it re-exports. Interfaces and namespaces had no section but are added under their own slug
 * when it is free, so a guessed #ruletype lands too.
 *
 * @param {import('typedoc').Reflection} module
 * @param {(reflection: import('typedoc').Reflection) => string} routeOf
 * @param {(reflection: import('typedoc').Reflection) => readonly string[]} headingsOf the headings of a member's own page
 * @returns {Record<string, string>}
 */
export function moduleAnchors(module, routeOf, headingsOf) {
  if (!(module instanceof DeclarationReflection)) return {};
  // The slugger Docusaurus gives headings, so the anchors are the ones the page had.
  const slugger = createSlugger();
  for (const heading of [module.name, ...(module.groups ?? []).map(group => group.title)]) slugger.slug(heading);
  /** @type {Record<string, string>} */
  const anchors = {};
  for (const group of module.groups ?? []) {
    for (const child of group.children) {
      if (child.kindOf(kindsWithOwnPage)) continue;
      const target = child instanceof ReferenceReflection ? child.tryGetTargetReflectionDeep() : child;
      const route = target ? routeOf(target) : undefined;
      for (const heading of [child.name, ...(target === child ? headingsOf(child) : [])]) {
        const slug = slugger.slug(heading);
        if (route) anchors[slug] = route;
      }
    }
  }
  for (const child of module.children ?? []) {
    const slug = createSlugger().slug(child.name);
    if (child.kindOf(kindsWithOwnPage) && !(slug in anchors)) anchors[slug] = routeOf(child);
  }
  return anchors;
}

/**
 * @param {string} moduleName
 * @param {readonly ResolvedApiModule[]} modules
 */
export function modulePreamble(moduleName, modules) {
  const pkg = findModule(moduleName, modules);
  const note = pkg.note ? ` ${pkg.note}` : '';
  return `# ${pkg.packageName}\n\nThis page documents **${pkg.packageName} ${pkg.version}**.${note}\n\n`;
}

/**
 * A module page naming its anchor map (api/anchors/{module}.json, see moduleAnchors) in its front
 * matter as `api_anchors`, which plugins/remarkApiAnchors reads.
 *
 * @param {string} page
 * @param {string} moduleName
 */
export function withAnchorMap(page, moduleName) {
  if (!page.startsWith('---\n')) throw new Error('A module page without front matter');
  return page.replace(/\n---\n/, `\napi_anchors: ${moduleName}\n---\n`);
}

/**
 * The line under the title of a member's page: which package exports it, linking to its overview.
 *
 * @param {import('typedoc').Reflection} model
 * @param {readonly ResolvedApiModule[]} modules
 */
export function memberPreamble(model, modules) {
  const pkg = findModule(moduleOf(model).name, modules);
  const guide = pkg.module === 'react_querybuilder' ? guidePages[model.name] : undefined;
  const guideLink = guide ? ` Guide: [${guide.title}](${guide.path}).` : '';
  return `Exported by [${pkg.packageName}](../modules/${pkg.module}.md) ${pkg.version}.${guideLink}\n\n`;
}

const queryTypes = { title: 'TypeScript: query types', path: '/docs/typescript#rules-and-groups' };
const validationGuide = { title: 'Validation', path: '/docs/utils/validation' };

/**
 * The guide page that explains a core type of react-querybuilder (the API reference lists members; the guide says
 * what they mean): a link back from the member's page. Paths are the latest docs', the release this reference documents.
 *
 * @type {Readonly<Record<string, { title: string; path: string }>>}
 */
export const guidePages = {
  RuleGroupType: queryTypes,
  RuleGroupTypeIC: queryTypes,
  RuleGroupTypeAny: queryTypes,
  RuleType: queryTypes,
  Field: { title: 'TypeScript: option types', path: '/docs/typescript#option-lists' },
  FormatQueryOptions: { title: 'Export', path: '/docs/utils/export' },
  QueryBuilderProps: { title: 'QueryBuilder', path: '/docs/components/querybuilder' },
  QueryValidator: validationGuide,
  RuleValidator: validationGuide,
  ValidationResult: validationGuide,
  ValidationMap: validationGuide,
};

/**
 * The overview tables of a module page link each member once, by name: links inside the summaries
 * become their text, which keeps the biggest overview (some 320 rows) under 2,000 elements.
 *
 * @param {string} markdown
 */
export function plainOverviewSummaries(markdown) {
  return markdown.replace(/^(\| \[[^\]]*\]\([^)]*\) \| )(.*)( \|)$/gm, (_row, name, summary, end) => `${name}${summary.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')}${end}`);
}

/**
 * What the version table alone hides: an add-on that pins a `react-querybuilder` release other than the core's row
 * documents that release's line, so a reader pairing the rows would install a combination npm refuses.
 *
 * @param {readonly ResolvedApiModule[]} modules
 */
export function corePinNotes(modules) {
  const core = modules.find(m => m.packageName === 'react-querybuilder');
  if (!core) return '';
  const coreMajor = core.version.split('.')[0];
  return modules
    .filter(m => m !== core && m.corePeer && /^\d+\.\d+\.\d+$/.test(m.corePeer) && m.corePeer !== core.version)
    .map(m => {
      const peer = /** @type {string} */ (m.corePeer);
      const major = peer.split('.')[0];
      const line = major === coreMajor ? '' : `, so its pages document the ${major}.x line`;
      return `\`${m.packageName}\` ${m.version} requires \`react-querybuilder\` ${peer} exactly${line}, not the ${core.version} listed for the core.`;
    })
    .join(' ');
}

/** @param {readonly ResolvedApiModule[]} modules */
export function apiIndexPage(modules) {
  const rows = modules
    .map(m => `| [${m.packageName}](./modules/${m.module}.md) | ${m.version} |${m.note ? ` ${m.note}` : ''}`)
    .join('\n');
  return `${frontMatter({
    title: 'API reference',
    sidebarLabel: 'Index',
    description: 'Generated reference of react-querybuilder and its add-on packages: every exported function, component and type.',
  })}This reference lists every export of react-querybuilder and its add-on packages: functions, React
components, variables, interfaces and type aliases, with their signatures and documentation
comments. Each entry is read from the type declarations of the version listed below, so it says what your
editor's type hints say for that version. For explanations and examples, read the [documentation](/docs/intro).

## Packages and versions

| Package | Version documented |
| --- | --- |
${rows}
${corePinNotes(modules) ? `\n${corePinNotes(modules)}\n` : ''}
## How to read it

- Each package has a **module** page: an overview listing its exports by kind, each with its summary
  and a link to its own page.
- Every function, variable (React components included) and type alias has a page of its own at
  \`/api/functions/{module}.{name}\`, \`/api/variables/{module}.{name}\` or
  \`/api/type-aliases/{module}.{Name}\`, e.g. \`/api/functions/react_querybuilder.formatQuery\`. An older
  link to a section of a module page, e.g. \`/api/modules/react_querybuilder#formatquery\`, leads there too.
- Every **interface** has a page of its own at \`/api/interfaces/{module}.{Name}\`, listing its
  properties with their types and descriptions.
- A **namespace** groups related exports: \`react_querybuilder.messages\` holds the messages the library
  logs in development.
- Type names in signatures link to their own entries, across packages.
`;
}
