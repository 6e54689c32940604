// @ts-check
/**
 * The words around the generated API pages: front matter, the statement of which package version a
 * module page documents, and the /api index page.
 *
 * @typedef {import('./modules.mjs').ResolvedApiModule} ResolvedApiModule
 * @typedef {{ title: string; sidebarLabel: string; description: string }} PageMeta
 */
import { ReflectionKind } from 'typedoc';

/** @param {string} text */
const yamlString = text => JSON.stringify(text);

/** @param {PageMeta} meta */
export function frontMatter(meta) {
  return [
    '---',
    `title: ${yamlString(meta.title)}`,
    `sidebar_label: ${yamlString(meta.sidebarLabel)}`,
    `description: ${yamlString(meta.description)}`,
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
  };
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
comments. It is generated from the packages' own type declarations each time the site is built, so it
always matches the versions below. For explanations and examples, read the [documentation](/docs/intro).

## Packages and versions

| Package | Version documented |
| --- | --- |
${rows}

## How to read it

- Each package has a **module** page. Functions, variables and type aliases are sections of that page,
  so you can link to one with an anchor, e.g. \`/api/modules/react_querybuilder#formatquery\`.
- Every **interface** has a page of its own at \`/api/interfaces/{module}.{Name}\`, listing its
  properties with their types and descriptions.
- A **namespace** groups related exports: \`react_querybuilder.messages\` holds the messages the library
  logs in development.
- Type names in signatures link to their own entries, across packages.
`;
}
