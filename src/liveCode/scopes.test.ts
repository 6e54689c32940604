import { describe, expect, it } from 'vitest';
import { fullStylesheet, v7Scope, v8Scope, withLibraryStylesheet } from './scopes';

const layout = 'react-querybuilder/dist/query-builder-layout.css';

describe.each([
  ['v7', v7Scope],
  ['v8', v8Scope],
])('withLibraryStylesheet (%s)', (_, scope) => {
  it('adds the full stylesheet to code that imports the library and none of its sheets', () => {
    expect(withLibraryStylesheet(['react', 'react-querybuilder'], scope)).toEqual([
      'react',
      'react-querybuilder',
      fullStylesheet,
    ]);
  });

  it('keeps the layout sheet alone when the code imports it, so no group frame is drawn that an app would not have', () => {
    expect(withLibraryStylesheet(['react-querybuilder', layout], scope)).toEqual(['react-querybuilder', layout]);
  });

  it('adds nothing when the code imports the full sheet itself, or does not import the library', () => {
    expect(withLibraryStylesheet(['react-querybuilder', fullStylesheet], scope)).toEqual([
      'react-querybuilder',
      fullStylesheet,
    ]);
    expect(withLibraryStylesheet(['react-querybuilder/formatQuery'], scope)).toEqual([
      'react-querybuilder/formatQuery',
    ]);
  });

  it('still gives the full sheet to code importing a stylesheet the preview cannot load (the SCSS source)', () => {
    const scss = 'react-querybuilder/dist/query-builder.scss';
    expect(withLibraryStylesheet(['react-querybuilder', scss], scope)).toEqual([
      'react-querybuilder',
      scss,
      fullStylesheet,
    ]);
  });

  it('offers both stylesheets as modules', () => {
    expect(Object.keys(scope)).toEqual(expect.arrayContaining([fullStylesheet, layout]));
  });
});
