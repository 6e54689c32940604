import 'react-querybuilder/dist/query-builder.css';
import { Suspense, memo, useMemo, type ReactNode } from 'react';
import { QueryBuilder, defaultValidator, isRuleGroupTypeIC, type RuleGroupTypeAny } from 'react-querybuilder';
import type { FlavourModule, SiteColorMode } from '../flavours/types';
import { demoFieldsFor } from './demoFieldsFor';
import { layoutClassnames, queryBuilderFlags, type DemoOptions } from './options';
import { retryableLazy } from '@site/src/components/RetryableLazy';

const DragAndDrop = retryableLazy(() => import('./DragAndDrop'), 'drag and drop');

export interface DemoBuilderProps {
  readonly flavour: FlavourModule;
  readonly colorMode: SiteColorMode;
  readonly options: DemoOptions;
  readonly query: RuleGroupTypeAny;
  readonly onQueryChange: (query: RuleGroupTypeAny) => void;
}

/** The query builder with the flavour's controls and the demo's options applied. */
function DemoBuilder({ flavour, colorMode, options, query, onQueryChange }: DemoBuilderProps): ReactNode {
  const fields = useMemo(() => demoFieldsFor(options.validateQuery), [options.validateQuery]);
  const layout = layoutClassnames(options);
  const controlClassnames = useMemo(() => {
    const classes = flavour.controlClassnames ?? {};
    return layout ? { ...classes, queryBuilder: [classes.queryBuilder, layout].filter(Boolean).join(' ') } : classes;
  }, [flavour.controlClassnames, layout]);

  const props = {
    ...queryBuilderFlags(options),
    fields,
    onQueryChange,
    controlElements: flavour.controlElements,
    controlClassnames,
    validator: options.validateQuery ? defaultValidator : undefined,
  };
  // QueryBuilder's props are typed per query form, so each form gets its own element.
  const builder = isRuleGroupTypeIC(query) ? (
    <QueryBuilder {...props} query={query} />
  ) : (
    <QueryBuilder {...props} query={query} />
  );
  return (
    <flavour.Provider colorMode={colorMode}>
      {options.enableDragAndDrop ? (
        // Until drag and drop has loaded, the builder works without it.
        <Suspense fallback={builder}>
          <DragAndDrop>{builder}</DragAndDrop>
        </Suspense>
      ) : (
        builder
      )}
    </flavour.Provider>
  );
}

// Memoised: the shell re-renders for things the builder does not show (the hash being read, the import draft), and
// re-rendering every rule's controls for them was the longest task after hydration.
export default memo(DemoBuilder);
