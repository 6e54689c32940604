import { describe, expect, it } from 'vitest';
import { serializeHistory } from './serialize.mjs';

describe('serializeHistory', () => {
  it('writes one release and one item per line, items sorted, so a new release reads as the lines it changes', () => {
    const text = serializeHistory({
      package: 'react-querybuilder',
      releases: [{ version: '8.24.0' }, { version: '8.24.1', with: { '@react-querybuilder/core': '8.24.1' } }],
      gaps: ['8.23.0'],
      items: { 'export:b': { kind: 'function', added: '8.24.1' }, 'export:a': { kind: 'type', added: '8.24.0' } },
    });
    expect(text.split('\n')).toEqual([
      '{',
      '  "package": "react-querybuilder",',
      '  "releases": [',
      '    {"version":"8.24.0"},',
      '    {"version":"8.24.1","with":{"@react-querybuilder/core":"8.24.1"}}',
      '  ],',
      '  "gaps": ["8.23.0"],',
      '  "items": {',
      '    "export:a": {"kind":"type","added":"8.24.0"},',
      '    "export:b": {"kind":"function","added":"8.24.1"}',
      '  }',
      '}',
      '',
    ]);
    expect(JSON.parse(text).items['export:a']).toEqual({ kind: 'type', added: '8.24.0' });
  });
});
