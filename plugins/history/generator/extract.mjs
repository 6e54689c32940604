// @ts-check
/**
 * Reads what one react-querybuilder release publishes, with the TypeScript compiler API over its
 * declaration files: every export of every entry point (with its kind), the QueryBuilder props, the
 * formatQuery formats and options, the members of every exported object type, and which of them carry a
 * JSDoc `@deprecated` tag; for props and options whose type is a union of string literals, the literals.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import ts from 'typescript';
import { ownScope } from './fetch.mjs';
import { bundledTypeNames, packageOf, pickPinned, pinnedPackages, supportDir, unpinnedImports } from './support.mjs';

/**
 * @typedef {'function' | 'component' | 'value' | 'type' | 'prop' | 'option' | 'format' | 'member'} ItemKind
 * @typedef {{ kind: ItemKind; deprecated: boolean; entries?: string[]; values?: string[] }} ReleaseItem
 */

/**
 * The declaration file of each entry point of the package: `.` and every subpath export with types
 * (the development-only `./dev` and `./genericTests` of 6.x point at sources, not declarations).
 *
 * @param {string} packageDir
 * @param {'esm' | 'cjs'} [flavour] which declarations where a package has both
 * @returns {Map<string, string>} entry name (`react-querybuilder`, `react-querybuilder/parseSQL`, …) → file
 */
export function entryPoints(packageDir, flavour = 'esm') {
  packageDir = resolve(packageDir);
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  /** @type {Map<string, string>} */
  const entries = new Map();
  /** @param {unknown} target @returns {string | undefined} */
  const typesOf = (target) => {
    if (typeof target === 'string') return /\.d\.[mc]?ts$/.test(target) ? target : undefined;
    if (!target || typeof target !== 'object') return undefined;
    const t = /** @type {Record<string, unknown>} */ (target);
    const [first, last] = flavour === 'esm' ? [t.import, t.require] : [t.require, t.import];
    return typesOf(first) ?? typesOf(t.types) ?? typesOf(t.default) ?? typesOf(last);
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
 * Properties of an object type, leaving out arrays (their members are Array's), callables and members
 * declared outside the release (React's \`propTypes\` on a component type, lib.d.ts). A union has the members
 * of each of its object branches (\`RuleGroupTypeAny\`, \`ParseCELOptions\` from 8.10, and an intersection with a
 * union, which the compiler turns into a union of intersections: 7.x's \`DraggedItem\`), each symbol of a name kept,
 * so that a member is deprecated only where every branch says so.
 *
 * @param {ts.TypeChecker} checker
 * @param {ts.Type} type
 * @returns {Map<string, ts.Symbol[]>} member name → its symbols
 */
function objectTypeMembers(checker, type) {
  /** @type {Map<string, ts.Symbol[]>} */
  const members = new Map();
  for (const branch of type.isUnion() ? type.types : [type]) {
    if (!(branch.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))) continue;
    if (checker.isArrayType(branch) || checker.isTupleType(branch)) continue;
    if (branch.getCallSignatures().length > 0 || branch.getConstructSignatures().length > 0) continue;
    for (const p of checker.getPropertiesOfType(branch)) {
      if (p.name.startsWith('__') || !(p.declarations ?? []).some((d) => ownDeclaration(d))) continue;
      members.set(p.name, [...(members.get(p.name) ?? []), p]);
    }
  }
  return members;
}

/**
 * The string literals a prop or option accepts, sorted, when its type is made of string literals beside at most
 * `boolean`, `undefined` and `null` (`boolean | 'enhanced' | 'native' | 'strict'`, a template literal over literals
 * such as 7.7's \`${'enhanced' | 'native' | 'strict'}${'-limited' | ''}\`); a plain boolean accepts none. Any other
 * type (a string, an object, a function) gives undefined: its accepted values are not a list a release can extend.
 *
 * @param {ts.TypeChecker} checker
 * @param {ts.Symbol[]} symbols the member's symbol in each branch of its object type
 * @returns {string[] | undefined}
 */
export function literalValues(checker, symbols) {
  /** @type {Set<string>} */
  const values = new Set();
  for (const symbol of symbols) {
    const type = checker.getTypeOfSymbol(symbol);
    for (const member of type.isUnion() ? type.types : [type]) {
      if (member.isStringLiteral()) values.add(member.value);
      else if (!(member.flags & (ts.TypeFlags.BooleanLiteral | ts.TypeFlags.Undefined | ts.TypeFlags.Null)))
        return undefined;
    }
  }
  return [...values].sort();
}

/** The package being read and the project's own packages beside it: members declared elsewhere are not its API. */
let ownDirs = /** @type {string[]} */ ([]);

/** A file of one of the own packages (not of a dependency nested in one). @param {string} file */
const isOwnFile = (file) =>
  ownDirs.some((dir) => file.startsWith(dir + sep) && !file.slice(dir.length).includes(`${sep}node_modules${sep}`));

/** The names of the types a dependency declares whose copies some releases bundle into their own declarations. */
let bundledNames = /** @type {ReadonlySet<string>} */ (new Set());

/**
 * Whether the release declares something itself, not in a bundled copy of a dependency's types: 6.x copied
 * json-logic-js's declarations into its own (JsonLogicAnd's \`and\`, RQBJsonLogic's operators), 7.x on import them,
 * and either way they are json-logic-js's API.
 *
 * @param {ts.Declaration} declaration
 */
const ownDeclaration = (declaration) => {
  if (!isOwnFile(declaration.getSourceFile().fileName)) return false;
  /** @type {ts.Node | undefined} */
  let node = declaration;
  while (node && !ts.isInterfaceDeclaration(node) && !ts.isTypeAliasDeclaration(node)) node = node.parent;
  return !node || !bundledNames.has(node.name.text);
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

/** The declarations of one flavour (ESM or CommonJS) cannot be read as a whole. */
class UnreadableFlavour extends Error {}

/** Whether a declaration file exports anything but a default (6.1–6.2's ESM shim exports only that). @param {ts.Program} program @param {string | undefined} file */
function exportsSomething(program, file) {
  const source = file ? program.getSourceFile(file) : undefined;
  const moduleSymbol = source && program.getTypeChecker().getSymbolAtLocation(source);
  return (
    !!moduleSymbol &&
    program
      .getTypeChecker()
      .getExportsOfModule(moduleSymbol)
      .some((e) => e.name !== 'default')
  );
}

/**
 * A compiler host that resolves every import inside the release's own packages or the pinned tree tools/history,
 * never elsewhere: the cache of releases sits inside the site's node_modules, whose type-fest (2.x) once turned
 * 8.1.1–8.3.0's `FullField` into `any`. An import of a package neither ships nor pins is an error, but for the
 * optional peers left unresolved on purpose (support.mjs).
 *
 * @param {ts.CompilerOptions} options
 * @param {readonly Record<string, any>[]} manifests the release's package.json files
 * @param {Record<string, string>} used filled with the pinned versions this release reads
 * @param {{ file: string; text: string }} [extra] a source file that exists only in memory
 */
function hermeticHost(options, manifests, used, extra) {
  const libDir = dirname(ts.getDefaultLibFilePath(options));
  const supportModules = join(supportDir, 'node_modules');
  const pinned = pinnedPackages();
  /** @param {string} file */
  const allowed = (file) =>
    file === extra?.file || isOwnFile(file) || file.startsWith(supportModules + sep) || file.startsWith(libDir + sep);
  /** @type {ts.ModuleResolutionHost} */
  const sandbox = {
    fileExists: (file) => file === extra?.file || (allowed(file) && ts.sys.fileExists(file)),
    readFile: (file) => (file === extra?.file ? extra.text : allowed(file) ? ts.sys.readFile(file) : undefined),
    // A folder reveals nothing by itself: what is read from it goes through fileExists and readFile.
    directoryExists: (dir) => ts.sys.directoryExists(dir),
    getDirectories: (dir) => ts.sys.getDirectories(dir),
    realpath: (path) => path,
    getCurrentDirectory: () => supportDir,
  };
  /** @param {string} specifier @param {string} containingFile */
  const resolveOne = (specifier, containingFile) => {
    const name = packageOf(specifier);
    const bare = !specifier.startsWith('.') && !specifier.startsWith('/');
    const own = name === 'react-querybuilder' || name.startsWith(ownScope);
    if (!bare || own || containingFile.startsWith(supportModules + sep)) {
      const { resolvedModule } = ts.resolveModuleName(specifier, containingFile, options, sandbox);
      if (!resolvedModule && own && bare)
        throw new UnreadableFlavour(`${containingFile}: ${specifier} does not resolve in the release's tree`);
      return resolvedModule;
    }
    const copy = pickPinned(name, pinned, manifests);
    if (!copy) {
      if (unpinnedImports.has(name)) return undefined;
      throw new Error(`${containingFile} imports ${specifier}, which tools/history does not pin`);
    }
    used[copy.name] = copy.version;
    const viaCopy = copy.key + specifier.slice(name.length);
    return ts.resolveModuleName(viaCopy, join(supportDir, 'index.ts'), options, sandbox).resolvedModule;
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile } = host;
  host.fileExists = sandbox.fileExists;
  host.readFile = sandbox.readFile;
  host.directoryExists = sandbox.directoryExists;
  host.realpath = sandbox.realpath;
  host.getSourceFile = (file, language, ...rest) =>
    file === extra?.file
      ? ts.createSourceFile(file, extra.text, language)
      : allowed(file)
        ? getSourceFile.call(host, file, language, ...rest)
        : undefined;
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map((literal) => ({ resolvedModule: resolveOne(literal.text, containingFile) }));
  host.resolveTypeReferenceDirectiveReferences = (references, containingFile) =>
    references.map((reference) => {
      const name = typeof reference === 'string' ? reference : reference.fileName.toLowerCase();
      const resolved = resolveOne(name, containingFile);
      return {
        resolvedTypeReferenceDirective: resolved && {
          primary: true,
          resolvedFileName: resolved.resolvedFileName,
          isExternalLibraryImport: true,
        },
      };
    });
  return host;
}

/**
 * @typedef {{ items: Map<string, ReleaseItem>; pinned: Record<string, string> }} ReleaseRead
 */

/**
 * @param {string} packageDir the package, with the project's own packages it depends on beside it
 * @returns {Map<string, ReleaseItem>} item id → item
 */
export const extractRelease = (packageDir) => readRelease(packageDir).items;

/**
 * What a release publishes, and which pinned copies of what it imports it was read with.
 *
 * @param {string} packageDir the package, with the project's own packages it depends on beside it
 * @returns {ReleaseRead}
 */
export function readRelease(packageDir) {
  packageDir = resolve(packageDir);
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const ownNames = Object.keys(manifest.dependencies ?? {}).filter((name) => name.startsWith(ownScope));
  ownDirs = [packageDir, ...ownNames.map((name) => join(dirname(packageDir), ...name.split('/')))];
  bundledNames = bundledTypeNames();
  const manifests = [
    manifest,
    ...ownDirs.slice(1).map((dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))),
  ];
  // The ESM declarations: the compiler resolves the imports between the packages (react-querybuilder →
  // @react-querybuilder/core) under the `import` condition, so reading ESM throughout keeps one copy of each module,
  // and a module augmentation attaches to the copy the entry point exports. 6.1–6.2 cannot be read so: 6.1's ESM
  // declarations only re-export its CommonJS build, and both import @react-querybuilder/ts/dist/…, which that
  // package's `exports` forbids; they are read as CommonJS, with the resolution they were compiled with.
  /** @type {Record<string, string>} */
  const pinned = {};
  /** @param {'esm' | 'cjs'} flavour */
  const attempt = (flavour) => {
    const entries = entryPoints(packageDir, flavour);
    /** @type {ts.CompilerOptions} */
    const options = {
      noEmit: true,
      skipLibCheck: true,
      strict: true,
      types: [],
      module: flavour === 'esm' ? ts.ModuleKind.ESNext : ts.ModuleKind.CommonJS,
      moduleResolution: flavour === 'esm' ? ts.ModuleResolutionKind.Bundler : ts.ModuleResolutionKind.Node10,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
    };
    const first = ts.createProgram([...entries.values()], options, hermeticHost(options, manifests, pinned));
    if (!exportsSomething(first, entries.get(manifest.name)))
      throw new UnreadableFlavour(`${packageDir}: its ${flavour} declarations export nothing`);
    return { entries, options, first };
  };
  let read;
  try {
    read = attempt('esm');
  } catch (error) {
    if (!(error instanceof UnreadableFlavour)) throw error;
    for (const name of Object.keys(pinned)) delete pinned[name];
    read = attempt('cjs');
  }
  const { entries, options, first } = read;
  // A second program with the probe file: generic types (QueryBuilderProps is a conditional type over its
  // query type) only have members once instantiated, and only source code can instantiate them.
  const probeFile = join(packageDir, '__history_probe__.ts');
  const probe = { file: probeFile, text: probeSource(first, entries) };
  const host = hermeticHost(options, manifests, pinned, probe);
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
  /**
   * @param {string} typeName
   * @param {ts.Symbol} symbol
   * @returns {Map<string, ts.Symbol[]>}
   */
  const membersOf = (typeName, symbol) => {
    if (!(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias))) return new Map();
    // `any` distributes over a conditional type: an instantiated generic is a union of its branches.
    const type = instantiated.get(typeName) ?? checker.getDeclaredTypeOfSymbol(symbol);
    return objectTypeMembers(checker, type);
  };
  /** @param {ts.Symbol[]} symbols */
  const deprecatedEverywhere = (symbols) => symbols.every(isDeprecated);
  for (const [typeName, symbol] of exportedTypes) {
    for (const [name, symbols] of membersOf(typeName, symbol)) {
      add(`member:${typeName}.${name}`, { kind: 'member', deprecated: deprecatedEverywhere(symbols) });
    }
  }
  const props = exportedTypes.get('QueryBuilderProps');
  for (const [name, symbols] of props ? membersOf('QueryBuilderProps', props) : []) {
    const values = literalValues(checker, symbols);
    add(`prop:${name}`, { kind: 'prop', deprecated: deprecatedEverywhere(symbols), ...(values ? { values } : {}) });
  }
  const queryOptions = exportedTypes.get('FormatQueryOptions');
  for (const [name, symbols] of queryOptions ? membersOf('FormatQueryOptions', queryOptions) : []) {
    // The `format` option's literals are the formats, each an item of its own.
    const values = name === 'format' ? undefined : literalValues(checker, symbols);
    add(`option:${name}`, { kind: 'option', deprecated: deprecatedEverywhere(symbols), ...(values ? { values } : {}) });
  }
  const formats = exportedTypes.get('ExportFormat');
  if (formats) {
    const type = checker.getDeclaredTypeOfSymbol(formats);
    for (const literal of type.isUnion() ? type.types : [type]) {
      if (literal.isStringLiteral()) add(`format:${literal.value}`, { kind: 'format', deprecated: false });
    }
  }
  return { items, pinned };
}
