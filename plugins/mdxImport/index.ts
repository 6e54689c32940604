import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';

/**
 * `import Name from 'module'` as the ESM node MDX compiles: a remark plugin adds it so that only the pages that use a
 * component import it (MDX needs the ESTree beside the source text).
 */
export function defaultImport(name: string, module: string): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from '${module}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            attributes: [],
            specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
            source: { type: 'Literal', value: module, raw: `'${module}'` },
          },
        ],
      },
    },
  };
}
