import type { Root } from 'mdast';
import { valueToEstree } from 'estree-util-value-to-estree';
import { describe, expect, it } from 'vitest';
import remarkTocBreaks, { withCodeBreaks } from './index';

describe('withCodeBreaks', () => {
  it('lets code names break between their words only', () => {
    expect(withCodeBreaks('<code>enableMountQueryChange</code>')).toBe(
      '<code>enable<wbr>Mount<wbr>Query<wbr>Change</code>',
    );
    expect(withCodeBreaks('<code>controlElements.valueEditor</code> prop')).toBe(
      '<code>control<wbr>Elements.<wbr>value<wbr>Editor</code> prop',
    );
    expect(withCodeBreaks('<code>parse_numbers</code>')).toBe('<code>parse_<wbr>numbers</code>');
  });

  it('leaves text outside code, entities and short names alone', () => {
    expect(withCodeBreaks('Drag and drop')).toBe('Drag and drop');
    expect(withCodeBreaks('<code>Array&lt;RuleType&gt;</code>')).toBe('<code>Array&lt;Rule<wbr>Type&gt;</code>');
    expect(withCodeBreaks('<code>sql</code>')).toBe('<code>sql</code>');
  });
});

describe('remarkTocBreaks', () => {
  it("rewrites the values of the page's toc export, not its ids", () => {
    const estree = {
      type: 'Program',
      body: [
        {
          type: 'ExportNamedDeclaration',
          declaration: {
            type: 'VariableDeclaration',
            declarations: [
              {
                type: 'VariableDeclarator',
                id: { type: 'Identifier', name: 'toc' },
                init: {
                  type: 'ArrayExpression',
                  elements: [valueToEstree({ value: '<code>getOperators</code>', id: 'getoperators', level: 3 })],
                },
              },
            ],
          },
        },
      ],
    };
    const root = { type: 'root', children: [{ type: 'mdxjsEsm', value: '', data: { estree } }] } as unknown as Root;
    remarkTocBreaks()(root);
    const [entry] = estree.body[0]!.declaration.declarations[0]!.init.elements as unknown as Array<{
      properties: Array<{ value: { value: unknown } }>;
    }>;
    expect(entry!.properties.map((property) => property.value.value)).toEqual([
      '<code>get<wbr>Operators</code>',
      'getoperators',
      3,
    ]);
  });
});
