// @ts-check
/**
 * Reads what one react-querybuilder release publishes, with the TypeScript compiler API over its
 * declaration files: every export of every entry point (with its kind), the QueryBuilder props, the
 * formatQuery formats and options, the members of every exported object type, and which of them carry a
 * JSDoc `@deprecated` tag.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/**
 * @typedef {'function' | 'component' | 'value' | 'type' | 'prop' | 'option' | 'format' | 'member'} ItemKind
 * @typedef {{ kind: ItemKind; deprecated: boolean; entries?: string[] }} ReleaseItem
 */

/**
 * The declaration file of each entry point of the package: `.` and every subpath export with types
 * (the development-only `./dev` and `./genericTests` of 6.x point at sources, not declarations).
 *
 * @param {string} packageDir
 * @returns {Map<string, string>} entry name (`react-querybuilder`, `react-querybuilder/parseSQL`, …) → file
 */
export function entryPoints(packageDir) {
  packageDir = resolve(packageDir);
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  /** @type {Map<string, string>} */
  const entries = new Map();
  /** @param {unknown} target @returns {string | undefined} */
  const typesOf = (target) => {
    if (typeof target === 'string') return /\.d\.[mc]?ts$/.test(target) ? target : undefined;
    if (!target || typeof target !== 'object') return undefined;
    const t = /** @type {Record<string, unknown>} */ (target);
    // The CommonJS declarations where both exist: 8.x's ESM ones are the same API bundled differently.
    return typesOf(t.require) ?? typesOf(t.types) ?? typesOf(t.import) ?? typesOf(t.default);
  };
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    // ./debug (8.x) is the main entry built with Redux DevTools: the same API.
    if (subpath.includes('*') || subpath === './package.json' || subpath === './debug') continue;
    const file = typesOf(target);
    if (file && existsSync(join(packageDir, file))) {
      entries.set(subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`, join(packageDir, file));
    }
  }
  const main = manifest.types ?? manifest.typings;
  if (!entries.has(manifest.name) && main) entries.set(manifest.name, join(packageDir, main));
  return entries;
}

/** @param {ts.Declaration} declaration */
const hasDeprecatedTag = (declaration) => ts.getJSDocTags(declaration).some((tag) => tag.tagName.text === 'deprecated');

/**
 * Deprecated when every declaration says so (an overload or a merged declaration without the tag keeps it current).
 *
 * @param {ts.Symbol} symbol
 */
function isDeprecated(symbol) {
  const declarations = symbol.declarations ?? [];
  return declarations.length > 0 && declarations.every(hasDeprecatedTag);
}

/**
 * @param {ts.TypeChecker} checker
 * @param {ts.Symbol} symbol resolved (not an alias)
 * @returns {ItemKind}
 */
function exportKind(checker, symbol) {
  if (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) {
    return symbol.flags & ts.SymbolFlags.Value ? valueKind(checker, symbol) : 'type';
  }
  if (symbol.flags & ts.SymbolFlags.Class) return 'component';
  if (symbol.flags & ts.SymbolFlags.Enum) return 'value';
  return valueKind(checker, symbol);
}

/** @param {ts.TypeChecker} checker @param {ts.Symbol} symbol @returns {ItemKind} */
function valueKind(checker, symbol) {
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  if (!declaration) return 'value';
  const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
  const callable = type.getCallSignatures().length > 0 || (symbol.flags & ts.SymbolFlags.Function) !== 0;
  if (!callable) {
    // React.memo/forwardRef components are objects with a $$typeof, not call signatures.
    return type.getProperty('$$typeof') ? 'component' : 'value';
  }
  return /^[A-Z]/.test(symbol.name) ? 'component' : 'function';
}

/**
 * The members of an exported type worth a history: properties of interfaces and object-like aliases
 * (intersections included), not of unions or primitives.
 *
 * @param {ts.TypeChecker} checker
 * @param {ts.Symbol} symbol
 */
function objectMembers(checker, symbol) {
  if (!(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias))) return [];
  return objectTypeMembers(checker, checker.getDeclaredTypeOfSymbol(symbol));
}

/**
 * Properties of an object type, leaving out arrays (their members are Array's), callables and members
 * declared outside the release (React's \`propTypes\` on a component type, lib.d.ts).
 *
 * @param {ts.TypeChecker} checker
 * @param {ts.Type} type
 */
function objectTypeMembers(checker, type) {
  if (type.isUnion() || !(type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))) return [];
  if (checker.isArrayType(type) || checker.isTupleType(type)) return [];
  if (type.getCallSignatures().length > 0 || type.getConstructSignatures().length > 0) return [];
  return checker
    .getPropertiesOfType(type)
    .filter((p) => !p.name.startsWith('__') && (p.declarations ?? []).some((d) => ownDeclaration(d)));
}

/** The package being read and the @react-querybuilder/core beside it: members declared elsewhere are not its API. */
let ownDirs = /** @type {string[]} */ ([]);

/** @param {ts.Declaration} declaration */
const ownDeclaration = (declaration) => {
  const file = declaration.getSourceFile().fileName;
  return ownDirs.some((dir) => file.startsWith(dir + '/'));
};

/**
 * Source that instantiates every generic exported type with \`any\` for each type parameter.
 *
 * @param {ts.Program} program
 * @param {Map<string, string>} entries
 */
function probeSource(program, entries) {
  const checker = program.getTypeChecker();
  const lines = [];
  let n = 0;
  for (const file of entries.values()) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) continue;
    const alias = `M${n++}`;
    lines.push(
      `import type * as ${alias} from ${JSON.stringify(file.replace(/\.d\.ts$/, '.js').replace(/\.d\.mts$/, '.mjs'))};`,
    );
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (!(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias))) continue;
      const declaration = symbol.declarations?.find(
        (d) => ts.isTypeAliasDeclaration(d) || ts.isInterfaceDeclaration(d),
      );
      const count = declaration && 'typeParameters' in declaration ? (declaration.typeParameters?.length ?? 0) : 0;
      if (count === 0 || lines.some((l) => l.startsWith(`export type Probe_${exported.name} `))) continue;
      lines.push(
        `export type Probe_${exported.name} = ${alias}.${exported.name}<${Array(count).fill('any').join(', ')}>;`,
      );
    }
  }
  return lines.join('\n');
}

/**
 * @param {string} packageDir the package inside a node_modules tree where its dependencies resolve
 * @returns {Map<string, ReleaseItem>} item id → item
 */
export function extractRelease(packageDir) {
  packageDir = resolve(packageDir);
  ownDirs = [packageDir, join(dirname(packageDir), '@react-querybuilder', 'core')];
  const entries = entryPoints(packageDir);
  const options = {
    noEmit: true,
    skipLibCheck: true,
    strict: true,
    types: [],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    jsx: ts.JsxEmit.ReactJSX,
  };
  const first = ts.createProgram([...entries.values()], options);
  const probe = probeSource(first, entries);
  // A second program with the probe file: generic types (QueryBuilderProps is a conditional type over its
  // query type) only have members once instantiated, and only source code can instantiate them.
  const probeFile = join(packageDir, '__history_probe__.ts');
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (file) => file === probeFile || fileExists.call(host, file);
  host.readFile = (file) => (file === probeFile ? probe : readFile.call(host, file));
  host.getSourceFile = (file, language, ...rest) =>
    file === probeFile ? ts.createSourceFile(file, probe, language) : getSourceFile.call(host, file, language, ...rest);
  const program = ts.createProgram([...entries.values(), probeFile], options, host, first);
  const checker = program.getTypeChecker();
  /** @type {Map<string, ReleaseItem>} */
  const items = new Map();
  /** @type {Map<string, ts.Symbol>} */
  const exportedTypes = new Map();
  /** @param {string} id @param {ReleaseItem} item */
  const add = (id, item) => {
    const known = items.get(id);
    if (!known) return void items.set(id, item);
    // The same name from two entry points (formatQuery from the main entry and its subpath): one item.
    known.entries = [...new Set([...(known.entries ?? []), ...(item.entries ?? [])])].sort();
    known.deprecated &&= item.deprecated;
  };
  for (const [entry, file] of entries) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${file}: no module symbol`);
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      if (exported.name === 'default') continue;
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const deprecated = isDeprecated(symbol) || (exported !== symbol && isDeprecated(exported));
      add(`export:${exported.name}`, { kind: exportKind(checker, symbol), deprecated, entries: [entry] });
      if (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias))
        exportedTypes.set(exported.name, symbol);
    }
  }
  const probeModule = checker.getSymbolAtLocation(/** @type {ts.SourceFile} */ (program.getSourceFile(probeFile)));
  /** @type {Map<string, ts.Type>} */
  const instantiated = new Map();
  for (const probed of probeModule ? checker.getExportsOfModule(probeModule) : []) {
    instantiated.set(probed.name.replace(/^Probe_/, ''), checker.getDeclaredTypeOfSymbol(probed));
  }
  /** @param {string} typeName @param {ts.Symbol} symbol */
  const membersOf = (typeName, symbol) => {
    const type = instantiated.get(typeName);
    if (!type) return objectMembers(checker, symbol);
    // \`any\` distributes over a conditional type: the members are those of every branch.
    /** @type {Map<string, ts.Symbol>} */
    const byName = new Map();
    for (const part of type.isUnion() ? type.types : [type]) {
      for (const member of objectTypeMembers(checker, part))
        if (!byName.has(member.name)) byName.set(member.name, member);
    }
    return [...byName.values()];
  };
  for (const [typeName, symbol] of exportedTypes) {
    for (const member of membersOf(typeName, symbol)) {
      add(`member:${typeName}.${member.name}`, { kind: 'member', deprecated: isDeprecated(member) });
    }
  }
  const props = exportedTypes.get('QueryBuilderProps');
  for (const member of props ? membersOf('QueryBuilderProps', props) : []) {
    add(`prop:${member.name}`, { kind: 'prop', deprecated: isDeprecated(member) });
  }
  const queryOptions = exportedTypes.get('FormatQueryOptions');
  for (const member of queryOptions ? membersOf('FormatQueryOptions', queryOptions) : []) {
    add(`option:${member.name}`, { kind: 'option', deprecated: isDeprecated(member) });
  }
  const formats = exportedTypes.get('ExportFormat');
  if (formats) {
    const type = checker.getDeclaredTypeOfSymbol(formats);
    for (const literal of type.isUnion() ? type.types : [type]) {
      if (literal.isStringLiteral()) add(`format:${literal.value}`, { kind: 'format', deprecated: false });
    }
  }
  return items;
}
