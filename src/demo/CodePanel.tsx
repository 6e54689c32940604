import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import { Suspense, useMemo, type ReactNode } from 'react';
import type { RuleGroupTypeAny } from 'react-querybuilder';
import Link from '@docusaurus/Link';
import { appCode, appInstallCommand, demoOnlyTheme, packageManagers } from './appCode';
import { appStyles } from './appStyles';
import { fieldsSource } from './fieldsSource';
import DemoCode from './DemoCode';
import type { DemoOptions } from './options';
import type { DemoFlavour } from './permalink';
import styles from './demo.module.css';
import { retryableLazy } from '@site/src/components/RetryableLazy';

const OpenElsewhere = retryableLazy(() => import('./OpenElsewhere'), 'the online playground links');

export interface CodePanelProps {
  readonly flavour: DemoFlavour;
  readonly options: DemoOptions;
  readonly query: RuleGroupTypeAny;
}

/** The install command per package manager, an App.tsx that reproduces the demo, the fields.ts it imports and ways to run it. */
export default function CodePanel({ flavour, options, query }: CodePanelProps): ReactNode {
  const code = useMemo(() => appCode(flavour, options, query), [flavour, options, query]);
  const css = useMemo(() => appStyles(options), [options]);
  return (
    <section aria-label="Code" className={styles.panel}>
      {/* groupId: the reader's package manager is remembered across visits and every tab group using it. */}
      <Tabs groupId="package-manager" className={styles.installTabs}>
        {packageManagers.map((manager) => (
          <TabItem key={manager.id} value={manager.id} label={manager.label}>
            <DemoCode language="bash" title="Install">
              {appInstallCommand(flavour, options, manager.id)}
            </DemoCode>
          </TabItem>
        ))}
      </Tabs>
      <Suspense fallback={null}>
        <OpenElsewhere flavour={flavour} options={options} query={query} code={code} />
      </Suspense>
      <DemoCode language="tsx" title="App.tsx">
        {code}
      </DemoCode>
      {demoOnlyTheme[flavour] && (
        <p>
          {demoOnlyTheme[flavour].text} <Link to={demoOnlyTheme[flavour].href}>{demoOnlyTheme[flavour].link}</Link>.
        </p>
      )}
      {/* App.tsx imports its fields from here; a reader who copies the App needs this file too. */}
      <DemoCode language="ts" title="fields.ts">
        {fieldsSource}
      </DemoCode>
      {css && (
        <DemoCode language="css" title="App.css">
          {css}
        </DemoCode>
      )}
    </section>
  );
}
