import CodeBlock from '@theme/CodeBlock';
import { useMemo, type ReactNode } from 'react';
import type { RuleGroupTypeAny } from 'react-querybuilder';
import { appCode, appInstallCommand } from './appCode';
import type { DemoOptions } from './options';
import type { DemoFlavour } from './permalink';
import styles from './demo.module.css';

export interface CodePanelProps {
  readonly flavour: DemoFlavour;
  readonly options: DemoOptions;
  readonly query: RuleGroupTypeAny;
}

/** The install command and an App.tsx that reproduce what the demo shows. */
export default function CodePanel({ flavour, options, query }: CodePanelProps): ReactNode {
  const code = useMemo(() => appCode(flavour, options, query), [flavour, options, query]);
  return (
    <section aria-label="Code" className={styles.panel}>
      <CodeBlock language="bash" title="Install">
        {appInstallCommand(flavour, options)}
      </CodeBlock>
      <CodeBlock language="tsx" title="App.tsx">
        {code}
      </CodeBlock>
    </section>
  );
}
