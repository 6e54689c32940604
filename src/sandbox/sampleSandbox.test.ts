import { describe, expect, it } from 'vitest';
import { sampleSandbox } from './sampleSandbox';

const app = (imports: string, body = '<QueryBuilder />') =>
  `import { QueryBuilder } from 'react-querybuilder';\n${imports}\nexport default function App() {\n  return ${body};\n}`;
const tsx = (code: string, meta = '') => ({ lang: 'tsx', meta, code });

describe('sampleSandbox', () => {
  it('opens an app that renders a builder with modules the version has', () => {
    expect(sampleSandbox(tsx(app('')), 'v7')).toEqual({ kind: 'open', library: 'v7' });
    expect(sampleSandbox(tsx(app("import 'react-querybuilder/dist/query-builder.css';")), 'v8')).toEqual({
      kind: 'open',
      library: 'v8',
    });
    expect(sampleSandbox(tsx(app("import { QueryBuilderDnD } from '@react-querybuilder/dnd';")), 'v7')).toMatchObject({
      kind: 'open',
    });
    // Bootstrap is the one flavour add-on with a release of the Next line.
    const bootstrap8 = app("import { QueryBuilderBootstrap } from '@react-querybuilder/bootstrap';");
    expect(sampleSandbox(tsx(bootstrap8), 'v8')).toEqual({ kind: 'open', library: 'v8' });
  });

  it('offers nothing for other languages, fragments, outputs, versions without a sandbox, or code without JSX', () => {
    expect(sampleSandbox({ lang: 'ts', meta: '', code: app('') }, 'v7').kind).toBe('none');
    expect(sampleSandbox(tsx(app(''), 'fragment'), 'v7').kind).toBe('none');
    expect(sampleSandbox(tsx(app(''), 'title="a output b"'), 'v7').kind).toBe('open');
    expect(sampleSandbox(tsx(app(''), 'output'), 'v7').kind).toBe('none');
    expect(sampleSandbox(tsx(app('')), undefined).kind).toBe('none');
    expect(
      sampleSandbox(tsx("import { formatQuery } from 'react-querybuilder';\nconst x: Array<string> = [];"), 'v7'),
    ).toEqual({ kind: 'none' });
    expect(sampleSandbox(tsx("import { useState } from 'react';\nexport default () => <p />;"), 'v7').kind).toBe(
      'none',
    );
  });

  it('says why a sample cannot run, most telling reason first', () => {
    const reason = (code: string, library: 'v7' | 'v8' = 'v7') => {
      const offer = sampleSandbox(tsx(code), library);
      return offer.kind === 'unavailable' ? offer.reason : offer.kind;
    };
    expect(reason(app("import { Text } from 'react-native';\nimport { Pool } from 'pg';"))).toMatch(/React Native/);
    expect(reason(app("import { renderToStaticMarkup } from 'react-dom/server';"))).toMatch(/react-dom\/server/);
    expect(reason(app("import { Pool } from 'pg';"))).toMatch(/server \(it imports pg\)/);
    expect(reason(app("import Link from 'next/link';"))).toMatch(/Next\.js project \(it imports next\/link\)/);
    expect(reason(app("import { Fields } from './fields';"))).toMatch(/another file of its project \(\.\/fields\)/);
    expect(reason(app("import { QueryBuilderDnD } from '@react-querybuilder/dnd';"), 'v8')).toMatch(
      /dnd 8\.22\.4, which requires react-querybuilder 8\.22\.4 \(older than the 8\.24\.1 these docs describe\): try it in your own project \(npm i react-querybuilder@8\.22\.4 @react-querybuilder\/dnd@8\.22\.4\)/,
    );
    expect(reason(app("import { chakraControlElements } from '@react-querybuilder/chakra';"), 'v8')).toMatch(
      /no 8\.x release/,
    );
    expect(reason(app("import { mantineControlElements } from '@react-querybuilder/mantine';"), 'v8')).toMatch(
      /^Needs @react-querybuilder\/mantine: try it in your own project \(npm i @react-querybuilder\/mantine\)\.$/,
    );
    expect(reason(app("import dayjs from 'dayjs';"))).toBe('Needs dayjs: try it in your own project (npm i dayjs).');
    expect(reason(app("import dayjs from 'dayjs/plugin/utc';"))).toBe(
      'Needs dayjs: try it in your own project (npm i dayjs).',
    );
    expect(
      reason("import { QueryBuilder } from 'react-querybuilder';\nexport const App = () => <QueryBuilder />;"),
    ).toMatch(/no default export/);
    expect(
      reason(
        "import { QueryBuilder } from 'react-querybuilder';\nexport default function F({ q }) { return <QueryBuilder />; }",
      ),
    ).toMatch(/takes props/);
    expect(
      reason(
        "import { QueryBuilder, type Field } from 'react-querybuilder';\ndeclare const fields: Field[];\ndeclare function loadQuery(s: string): any;\nexport default function App() { return <QueryBuilder fields={fields} />; }",
      ),
    ).toMatch(/uses `fields` and `loadQuery` from a sample above it/);
    expect(
      reason(
        "import { QueryBuilder } from 'react-querybuilder';\nexport default function App() { localStorage.getItem('q'); return <QueryBuilder />; }",
      ),
    ).toMatch(/browser's storage/);
  });

  it('judges what the code does, not what its comments mention', () => {
    const reason = (code: string) => {
      const offer = sampleSandbox(tsx(code), 'v7');
      return offer.kind === 'unavailable' ? offer.reason : offer.kind;
    };
    const loadsOnMount = (comment: string) =>
      `import { useEffect, useState } from 'react';\nimport { QueryBuilder } from 'react-querybuilder';\n${comment}\nexport default function App() {\n  const [q, setQ] = useState(null);\n  useEffect(() => { fetch('/api/filters').then((r) => r.json()).then(setQ); }, []);\n  return q ? <QueryBuilder query={q} /> : <p />;\n}`;
    // The database sample on the saving page: its only mention of storage is a comment naming another section.
    expect(reason(loadsOnMount("/** The localStorage section's check. */"))).toMatch(
      /loads from your server when it mounts/,
    );
    expect(reason(loadsOnMount('// Like the localStorage sample, from https://example.com/api'))).toMatch(
      /loads from your server/,
    );
    expect(reason(loadsOnMount("const url = 'https://example.com'; localStorage.getItem(url);"))).toMatch(
      /browser's storage/,
    );
    // A fetch on submit leaves the builder on screen from the first render.
    expect(
      reason(
        "import { QueryBuilder } from 'react-querybuilder';\nexport default function App() {\n  return <form onSubmit={() => fetch('/api/sql')}><QueryBuilder /></form>;\n}",
      ),
    ).toBe('open');
    expect(reason(app('', '<QueryBuilder /> // fetch(x) with useEffect, later'))).toBe('open');
  });

  it("tells the reader where to run what does not open, without the sandbox's workings", () => {
    const samples = [
      app("import { Text } from 'react-native';"),
      app("import { renderToStaticMarkup } from 'react-dom/server';"),
      app("import { Pool } from 'pg';"),
      app("import Link from 'next/link';"),
      app("import { Fields } from './fields';"),
      app("import dayjs from 'dayjs';"),
      "import { QueryBuilder } from 'react-querybuilder';\nexport const App = () => <QueryBuilder />;",
      "import { QueryBuilder } from 'react-querybuilder';\nexport default function F({ q }) { return <QueryBuilder />; }",
      "import { QueryBuilder, type Field } from 'react-querybuilder';\ndeclare const fields: Field[];\nexport default function App() { return <QueryBuilder fields={fields} />; }",
      "import { QueryBuilder } from 'react-querybuilder';\nexport default function App() { localStorage.getItem('q'); return <QueryBuilder />; }",
      "import { useEffect } from 'react';\nimport { QueryBuilder } from 'react-querybuilder';\nexport default function App() { useEffect(() => void fetch('/q'), []); return <QueryBuilder />; }",
    ];
    const v8Samples = ['dnd', 'chakra', 'mantine', 'bulma'].map((addon) =>
      app(`import * as addon from '@react-querybuilder/${addon}';`),
    );
    const offers = [
      ...samples.map((code) => sampleSandbox(tsx(code), 'v7')),
      ...v8Samples.map((code) => sampleSandbox(tsx(code), 'v8')),
      sampleSandbox(tsx(app(''), 'next fails="x"'), 'v7'),
    ];
    for (const offer of offers) {
      expect(offer.kind).toBe('unavailable');
      const reason = offer.kind === 'unavailable' ? offer.reason : '';
      // What the reader can do instead: run it somewhere of theirs.
      expect(reason).toMatch(/\byour (own )?(project|app|Next\.js project)\b|React Native app/);
      // Not how the sandbox is built (its single file, its frame, what it renders or is given).
      expect(reason).not.toMatch(/App\.tsx|isolated|preview|the sandbox (runs|gets|renders|is not)|for the sandbox to/);
      // Nor what this site has installed: the reader needs the package, not our list.
      expect(reason).not.toMatch(/\bsite\b/);
    }
  });

  it('does not open a Next.js file that the page shows failing its build', () => {
    const broken = tsx(app(''), 'next title="app/broken/page.tsx" fails="createContext\\)? is not a function"');
    expect(sampleSandbox(broken, 'v7')).toMatchObject({
      kind: 'unavailable',
      reason: expect.stringMatching(/failing a Next\.js build/),
    });
    expect(sampleSandbox(tsx(app(''), 'next title="app/page.tsx"'), 'v7').kind).toBe('open');
  });

  it('ignores type-only imports, which vanish when the code is transpiled', () => {
    const code = app("import type { Metadata } from 'next';\nexport type { Props } from './props';");
    expect(sampleSandbox(tsx(code), 'v8')).toEqual({ kind: 'open', library: 'v8' });
  });
});
