// @ts-check
/**
 * Generates the Markdown of the API reference (/api) into `api/` with TypeDoc, from the declaration
 * files of the packages listed in config/apiModules.mjs. Runs before `npm run build` and `npm start`; skips the
 * work when the packages and this generator are unchanged since the last run. `--force` regenerates
 * anyway; `--verify` checks that the stubbed UI libraries (see stubbedPackages) change no page.
 *
 * Usage: node scripts/api/generate.mjs [--force | --verify]
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Application, Comment, Converter, DeclarationReflection, Reflection, ReflectionFlag, ReflectionKind } from 'typedoc';
import { MarkdownPageEvent, MemberRouter } from 'typedoc-plugin-markdown';
import { apiModules, resolveApiModule } from '../../config/apiModules.mjs';
import { apiIndexPage, frontMatter, headingTexts, memberPreamble, moduleAnchors, modulePreamble, pageMetadata, plainOverviewSummaries, withAnchorMap } from './pages.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = join(root, 'api');
const stampFile = join(outDir, '.inputs-hash');

const modules = apiModules.map(resolveApiModule);

/**
 * Every file under `dir`, in a stable order.
 *
 * @param {string} dir
 */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
    .map(entry => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Everything the output depends on: package versions, declaration files (or, for the site's own
 * packages, all their sources) and this generator.
 */
function inputsHash() {
  const hash = createHash('sha256');
  for (const m of modules) {
    hash.update(`${m.packageName}@${m.version}\n`).update(readFileSync(join(root, m.entryPoint)));
    for (const file of m.sources ? filesUnder(join(root, m.sources)) : []) hash.update(file).update(readFileSync(file));
  }
  for (const file of ['scripts/api/generate.mjs', 'config/apiModules.mjs', 'scripts/api/pages.mjs']) {
    hash.update(readFileSync(join(root, file)));
  }
  hash.update(readFileSync(join(root, 'node_modules', 'typedoc', 'package.json')));
  hash.update(readFileSync(join(root, 'node_modules', 'typedoc-plugin-markdown', 'package.json')));
  return hash.digest('hex');
}

const kindDirectories = new Map([
  [ReflectionKind.Interface, 'interfaces'],
  [ReflectionKind.Class, 'classes'],
  [ReflectionKind.Enum, 'enumerations'],
  [ReflectionKind.Namespace, 'namespaces'],
  [ReflectionKind.Function, 'functions'],
  [ReflectionKind.Variable, 'variables'],
  [ReflectionKind.TypeAlias, 'type-aliases'],
]);

/**
 * Pages at modules/{module} (an overview), and {kind}/{module}.{Name} for every interface, function,
 * variable, type alias and namespace: a module page holding every member ran to 17,000 elements.
 * The members of a namespace stay anchors on the namespace's page.
 */
class ApiRouter extends MemberRouter {
  /**
   * @override
   * @param {import('typedoc').Reflection} reflection
   * @param {import('typedoc').PageDefinition[]} outPages
   */
  buildChildPages(reflection, outPages) {
    if (!reflection.parent?.kindOf(ReflectionKind.Namespace)) return super.buildChildPages(reflection, outPages);
    const own = this.membersWithOwnFile;
    this.membersWithOwnFile = own.filter(kind => !['Function', 'Variable', 'TypeAlias'].includes(kind));
    try {
      return super.buildChildPages(reflection, outPages);
    } finally {
      this.membersWithOwnFile = own;
    }
  }

  /**
   * @override
   * @param {import('typedoc').Reflection} reflection
   */
  getIdealBaseName(reflection) {
    if (reflection.kind === ReflectionKind.Module) return `modules/${reflection.name}`;
    const names = [];
    /** @type {import('typedoc').Reflection | undefined} */
    let current = reflection;
    while (current && !current.isProject()) {
      names.unshift(current.name);
      current = current.parent;
    }
    // Members without a page of their own still get a (never written) name; their links become anchors.
    const dir = kindDirectories.get(reflection.kind) ?? 'members';
    return `${dir}/${names.join('.')}`;
  }
}

/**
 * react-querybuilder exports its development messages as one constant object, `messages`. The
 * reference presents it as the namespace react_querybuilder.messages, one constant per message, so
 * each message has its own anchor.
 *
 * @param {import('typedoc').ProjectReflection} project
 * @param {import('typedoc').DeclarationReflection} module
 */
function presentMessagesAsNamespace(project, module) {
  const variable = module.getChildByName('messages');
  if (!(variable instanceof DeclarationReflection) || variable.type?.type !== 'reflection') return;
  const namespace = new DeclarationReflection('messages', ReflectionKind.Namespace, module);
  namespace.comment = new Comment([
    {
      kind: 'text',
      text: 'The texts react-querybuilder logs to the console in development when it is used incorrectly. They are exported as the constant object `messages`; each entry below is one of its properties.',
    },
  ]);
  project.registerReflection(namespace, undefined, undefined);
  for (const property of variable.type.declaration.children ?? []) {
    const member = new DeclarationReflection(property.name, ReflectionKind.Variable, namespace);
    member.type = property.type;
    member.comment = property.comment;
    member.setFlag(ReflectionFlag.Const, true);
    project.registerReflection(member, undefined, undefined);
    namespace.addChild(member);
  }
  project.removeReflection(variable);
  module.addChild(namespace);
}

/**
 * UI libraries (and their icon sets) the add-ons build on. Their declarations are 3,600 of the 4,000
 * files of the program TypeDoc would build, and most of the type checking it does, yet the reference
 * only ever names their types as the add-ons write them (`ComponentPropsWithoutRef<typeof Select>`),
 * never expands them; so they resolve to one untyped stub, and `--verify` proves the pages unchanged.
 */
const stubbedPackages = [
  'antd',
  '@ant-design/icons',
  '@chakra-ui/react',
  '@fluentui/react-components',
  '@fluentui/react-icons',
  '@mantine/core',
  '@mui/material',
  '@mui/icons-material',
  '@tremor/react',
];

/**
 * Writes the compiler options TypeDoc reads and returns the file's path.
 *
 * @param {boolean} stubs whether the packages of `stubbedPackages` resolve to the stub
 */
function writeTsconfig(stubs) {
  const dir = join(root, 'node_modules', '.cache', 'rqb-api-typedoc');
  mkdirSync(dir, { recursive: true });
  const stub = join(dir, 'untyped-stub.d.ts');
  writeFileSync(stub, 'declare const untyped: any;\nexport = untyped;\n');
  const tsconfig = join(dir, stubs ? 'tsconfig.json' : 'tsconfig.unstubbed.json');
  writeFileSync(
    tsconfig,
    JSON.stringify({
      compilerOptions: {
        strict: true,
        skipLibCheck: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        target: 'es2022',
        jsx: 'react-jsx',
        lib: ['es2022', 'dom'],
        types: [],
        typeRoots: [join(root, 'node_modules', '@types')],
        paths: stubs ? Object.fromEntries(stubbedPackages.flatMap(name => [[name, [stub]], [`${name}/*`, [stub]]])) : {},
      },
      files: modules.map(m => join(root, m.entryPoint)),
    }),
  );
  return tsconfig;
}

/**
 * Writes the reference into `outDir`.
 *
 * @param {string} outDir
 * @param {{ stubs: boolean }} how
 */
async function generate(outDir, { stubs }) {
  const tsconfig = writeTsconfig(stubs);

  /** @type {Partial<import('typedoc').TypeDocOptions> & import('typedoc-plugin-markdown').PluginOptions} */
  const options = {
    entryPoints: modules.map(m => join(root, m.entryPoint)),
    tsconfig,
    plugin: ['typedoc-plugin-markdown'],
    router: 'rqb-api',
    out: outDir,
    readme: 'none',
    name: 'API reference',
    disableSources: true,
    skipErrorChecking: true,
    excludePrivate: true,
    excludeInternal: true,
    validation: { invalidLink: false, notExported: false, notDocumented: false },
    logLevel: 'Warn',
    // Options of typedoc-plugin-markdown
    entryFileName: 'modules',
    membersWithOwnFile: ['Interface', 'Class', 'Enum', 'Function', 'Variable', 'TypeAlias'],
    hidePageHeader: true,
    hideBreadcrumbs: true,
    hidePageTitle: true,
    useCodeBlocks: true,
    // Lists rather than tables: a table cell cannot hold the code examples many descriptions carry.
    parametersFormat: 'list',
    interfacePropertiesFormat: 'list',
    classPropertiesFormat: 'list',
    enumMembersFormat: 'list',
    typeDeclarationFormat: 'list',
    indexFormat: 'table',
    sanitizeComments: true,
  };
  const app = await Application.bootstrapWithPlugins(options);
  app.renderer.defineRouter('rqb-api', ApiRouter);

  // Module reflections are named after their file path; name them after their package.
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, context => {
    for (const child of context.project.children ?? []) {
      if (!child.kindOf(ReflectionKind.Module)) continue;
      // TypeDoc names a module after its entry point's path; the package it comes from names it here.
      const packageName = context.project.getSymbolIdFromReflection(child)?.packageName;
      const match = modules.find(m => m.packageName === packageName);
      if (!match) throw new Error(`Cannot tell which package module "${child.name}" (${packageName}) belongs to`);
      child.name = match.module;
      if (match.module === 'react_querybuilder' && child instanceof DeclarationReflection) {
        presentMessagesAsNamespace(context.project, child);
      }
    }
  });

  /** @type {Map<Reflection, string[]>} */
  const memberHeadings = new Map();
  /** @type {import('typedoc').Router | undefined} */
  let router;
  app.renderer.on(MarkdownPageEvent.END, page => {
    if (!(page.model instanceof Reflection)) return;
    router = app.renderer.router;
    const meta = pageMetadata(page.model, modules);
    const isModule = page.model.kind === ReflectionKind.Module;
    const body = page.contents ?? '';
    if (!isModule && !page.model.isProject()) memberHeadings.set(page.model, headingTexts(body));
    const preamble = isModule ? modulePreamble(page.model.name, modules) : page.model.isProject() ? '' : memberPreamble(page.model, modules);
    page.contents = `${frontMatter(meta)}${preamble}${isModule ? plainOverviewSummaries(body) : body}`;
  });

  const project = await app.convert();
  if (!project) throw new Error('TypeDoc could not convert the packages');
  rmSync(outDir, { recursive: true, force: true });
  await app.generateOutputs(project);
  if (app.logger.hasErrors()) throw new Error('TypeDoc reported errors; see above');
  // Every member page is rendered only now, so the module pages get their anchor maps last: one JSON
  // file per module (api/anchors), loaded only when an old anchor is followed (the core module's map
  // holds 1,100 anchors, 8 KB of gzip), named in the front matter of the module page.
  const pageRouter = router;
  if (!pageRouter) throw new Error('TypeDoc rendered no page');
  const routeOf = (/** @type {Reflection} */ reflection) => `/api/${pageRouter.getFullUrl(reflection).replace(/\.md$/, '')}`;
  mkdirSync(join(outDir, 'anchors'));
  for (const module of project.children ?? []) {
    const anchors = moduleAnchors(module, routeOf, member => memberHeadings.get(member) ?? []);
    writeFileSync(join(outDir, 'anchors', `${module.name}.json`), JSON.stringify(anchors));
    const file = join(outDir, pageRouter.getFullUrl(module));
    writeFileSync(file, withAnchorMap(readFileSync(file, 'utf8'), module.name));
  }
  writeFileSync(join(outDir, 'index.md'), apiIndexPage(modules));
}

/**
 * Every file under `dir` with its contents, by path relative to `dir`.
 *
 * @param {string} dir
 */
function contentsUnder(dir) {
  return new Map(filesUnder(dir).map(file => [relative(dir, file), readFileSync(file, 'utf8')]));
}

/**
 * Generates the reference with and without the stubs and fails if any page differs: run it after
 * upgrading an add-on or a UI library.
 */
async function verifyStubs() {
  const scratch = mkdtempSync(join(tmpdir(), 'rqb-api-verify-'));
  try {
    const [stubbed, unstubbed] = [join(scratch, 'stubbed'), join(scratch, 'unstubbed')];
    await generate(stubbed, { stubs: true });
    await generate(unstubbed, { stubs: false });
    const [a, b] = [contentsUnder(stubbed), contentsUnder(unstubbed)];
    const differing = [...new Set([...a.keys(), ...b.keys()])].filter(file => a.get(file) !== b.get(file));
    if (differing.length) {
      throw new Error(
        `Stubbing ${stubbedPackages.join(', ')} changes ${differing.length} page(s) of the API reference, e.g. ${differing.slice(0, 5).join(', ')}: take the package whose types they show off stubbedPackages in scripts/api/generate.mjs`,
      );
    }
    console.log(`The stubs change none of the ${a.size} files of the API reference`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv.includes('--verify')) {
  await verifyStubs();
} else {
  const hash = inputsHash();
  const force = process.argv.includes('--force');
  if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) {
    console.log('API reference is up to date (inputs unchanged)');
  } else {
    const started = Date.now();
    await generate(outDir, { stubs: true });
    writeFileSync(stampFile, hash);
    console.log(`API reference generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
