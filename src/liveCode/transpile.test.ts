import { describe, expect, it } from 'vitest';
import { requiredModules, transpileModule } from './transpile';

describe('transpileModule', () => {
  it('strips types, compiles JSX and lists the imports in order', () => {
    const result = transpileModule(
      [
        "import { useState } from 'react';",
        "import { QueryBuilder, type RuleGroupType } from 'react-querybuilder';",
        "import 'react-querybuilder/dist/query-builder.css';",
        'export default function App() {',
        "  const [query] = useState<RuleGroupType>({ combinator: 'and', rules: [] });",
        '  return <QueryBuilder query={query} />;',
        '}',
      ].join('\n'),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.code).not.toContain('RuleGroupType>');
    expect(result.code).toContain('exports.default = App');
    expect(result.imports).toEqual([
      'react/jsx-runtime',
      'react',
      'react-querybuilder',
      'react-querybuilder/dist/query-builder.css',
    ]);
  });

  it('reports a syntax error with its line and column', () => {
    const result = transpileModule('export default function App() {\n  return <div>;\n}');
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/\(2:\d+\)/) });
  });
});

describe('requiredModules', () => {
  it('lists each required module once', () => {
    expect(requiredModules(`var a = require('x'); var b = require("y"); require('x');`)).toEqual(['x', 'y']);
  });
});
