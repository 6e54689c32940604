import { QueryBuilderDnD } from '@react-querybuilder/dnd';
import { useState, type ReactNode } from 'react';
import * as ReactDnD from 'react-dnd';
import * as ReactDndHtml5Backend from 'react-dnd-html5-backend';
import { QueryBuilder, type RuleGroupType } from 'react-querybuilder';
import 'react-querybuilder/dist/query-builder.css';
import { DefaultValueEditor } from '../flavours/default/DefaultValueEditor';
import { bookFields } from './homeQuery';
import styles from './home.module.css';

// The library's editor with names for a range's two inputs, which it renders with a placeholder only.
const controlElements = { valueEditor: DefaultValueEditor };

const dnd = { ...ReactDnD, ...ReactDndHtml5Backend };

const initialQuery: RuleGroupType = {
  combinator: 'and',
  rules: [
    { field: 'genre', operator: '=', value: 'fantasy' },
    {
      combinator: 'or',
      rules: [
        { field: 'pages', operator: '>', value: '500' },
        { field: 'author', operator: 'contains', value: 'Le Guin' },
      ],
    },
    { field: 'inStock', operator: '=', value: true },
  ],
};

/** Drag and drop from the add-on, and the branch lines the stylesheet draws for `queryBuilder-branches`. */
export default function StylingExample(): ReactNode {
  const [query, setQuery] = useState(initialQuery);
  const [branches, setBranches] = useState(true);
  return (
    <div className={styles.builder}>
      <label className={styles.toggle}>
        <input type="checkbox" checked={branches} onChange={(event) => setBranches(event.target.checked)} /> Branch
        lines
      </label>
      <QueryBuilderDnD dnd={dnd}>
        <QueryBuilder
          fields={bookFields}
          query={query}
          onQueryChange={setQuery}
          showCombinatorsBetweenRules
          controlElements={controlElements}
          controlClassnames={{ queryBuilder: branches ? 'queryBuilder-branches' : undefined }}
        />
      </QueryBuilderDnD>
    </div>
  );
}
