import { bulmaControlClassnames, bulmaControlElements } from '@react-querybuilder/bulma';
import bulmaCss from 'bulma/css/bulma.min.css?scope=rqb-flavour-bulma&static-scheme&demo-stylesheet';
import type { FlavourModule } from '../types';

const bulmaFlavourModule: FlavourModule = {
  // Bulma 1 switches its theme with data-theme; its prefers-color-scheme rules are dropped so only the site decides.
  Provider: ({ colorMode, children }) => (
    <div className="rqb-flavour-bulma" data-theme={colorMode}>
      {children}
    </div>
  ),
  controlElements: bulmaControlElements,
  // Bulma colour modifiers per action, over the package's `button` class: primary adds, danger removes.
  controlClassnames: {
    ...bulmaControlClassnames,
    addRule: 'is-primary',
    addGroup: 'is-primary is-light',
    cloneRule: 'is-light',
    cloneGroup: 'is-light',
    lockRule: 'is-light',
    lockGroup: 'is-light',
    removeRule: 'is-danger is-light',
    removeGroup: 'is-danger is-light',
  },
  stylesheets: [bulmaCss],
};

export default bulmaFlavourModule;
