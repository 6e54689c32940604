import type { Classnames } from 'react-querybuilder';

/**
 * What the Bulma demo adds to the package's `button` class (bulmaControlClassnames): small buttons like the package's
 * small selects, primary to add, danger to remove. The demo and its Code tab both read this object, so the App.tsx a
 * reader copies draws the buttons the demo shows.
 */
export const bulmaDemoClassnames = {
  actionElement: 'is-small',
  addRule: 'is-primary',
  addGroup: 'is-primary is-light',
  cloneRule: 'is-light',
  cloneGroup: 'is-light',
  lockRule: 'is-light',
  lockGroup: 'is-light',
  removeRule: 'is-danger is-light',
  removeGroup: 'is-danger is-light',
} as const satisfies Partial<Classnames>;
