import { bulmaControlClassnames, bulmaControlElements } from '@react-querybuilder/bulma';
import bulmaCss from 'bulma/css/bulma.min.css?scope=rqb-flavour-bulma&static-scheme&demo-stylesheet';
import { mergeClassnames } from 'react-querybuilder';
import type { FlavourModule } from '../types';
import { bulmaDemoClassnames } from './demoClassnames';

const bulmaFlavourModule: FlavourModule = {
  // Bulma 1 switches its theme with data-theme; its prefers-color-scheme rules are dropped so only the site decides.
  Provider: ({ colorMode, children }) => (
    <div className="rqb-flavour-bulma" data-theme={colorMode}>
      {children}
    </div>
  ),
  // The published package's controls only: buttons, drag handle and shift actions stay the library's, as in an app.
  controlElements: bulmaControlElements,
  // Joined class by class, as QueryBuilder joins QueryBuilderBulma's classnames with its own controlClassnames prop.
  controlClassnames: mergeClassnames(bulmaControlClassnames, bulmaDemoClassnames),
  stylesheets: [bulmaCss],
};

export default bulmaFlavourModule;
