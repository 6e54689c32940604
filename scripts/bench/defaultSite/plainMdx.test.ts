import { describe, expect, it } from 'vitest';
import { plainMdx } from './plainMdx.mjs';

describe('plainMdx', () => {
  it('drops an @site import and turns its self-closing element into text', () => {
    const source = [
      '---',
      'title: Export (moved)',
      '---',
      '',
      "import MovedPage from '@site/src/components/MovedPage';",
      '',
      '<MovedPage docId="utils/export" title="Utilities › Export" />',
      '',
    ].join('\n');
    const { text, replaced } = plainMdx(source);
    expect(replaced).toEqual(['MovedPage']);
    expect(text).not.toContain('@site/');
    expect(text).not.toContain('<MovedPage');
    expect(text).toContain('MovedPage: utils/export, Utilities › Export');
    expect(text).toContain('title: Export (moved)');
  });

  it('keeps the children of an element with children and handles named imports', () => {
    const source =
      "import { Note as Aside, Other } from '@site/src/components/Note';\n\n<Aside kind='tip'>\nRead **this**.\n</Aside>\n<Other />\n";
    const { text, replaced } = plainMdx(source);
    expect(replaced).toEqual(['Aside', 'Other']);
    expect(text).toBe('\n\nRead **this**.\n\nOther\n');
  });

  it('leaves imports and elements inside code fences alone', () => {
    const source = [
      '```tsx live',
      "import MovedPage from '@site/src/components/MovedPage';",
      '<MovedPage />',
      '```',
      '',
      "import MovedPage from '@site/src/components/MovedPage';",
    ].join('\n');
    const { text } = plainMdx(source);
    expect(text).toBe(
      ['```tsx live', "import MovedPage from '@site/src/components/MovedPage';", '<MovedPage />', '```', ''].join('\n'),
    );
  });

  it('drops an import of a theme component our plugins add, and keeps the classic theme’s own', () => {
    const source = [
      "import ReleaseFilter from '@theme/ReleaseFilter';",
      "import Tabs from '@theme/Tabs';",
      '',
      '<ReleaseFilter />',
      '',
    ].join('\n');
    const { text, replaced } = plainMdx(source);
    expect(replaced).toEqual(['ReleaseFilter']);
    expect(text).not.toContain('@theme/ReleaseFilter');
    expect(text).not.toContain('<ReleaseFilter');
    expect(text).toContain("import Tabs from '@theme/Tabs';");
  });

  it('returns a page without site imports unchanged', () => {
    const source = "# Title\n\n```ts\nimport { formatQuery } from 'react-querybuilder';\n```\n";
    expect(plainMdx(source)).toEqual({ text: source, replaced: [] });
  });
});

describe('placeholders our remark plugins replace', () => {
  it('become plain text, as no import names them', () => {
    expect(plainMdx('# Releases\n\n<ReleaseChanges />\n').text).toBe('# Releases\n\nReleaseChanges\n');
  });
});
