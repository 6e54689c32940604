import Link from '@docusaurus/Link';
import { useMemo, type ReactNode } from 'react';
import type { RuleGroupTypeAny } from 'react-querybuilder';
import {
  codeSandboxAction,
  codeSandboxParameters,
  stackBlitzAction,
  stackBlitzFields,
} from '../sandbox/onlinePlaygrounds';
import { encodeCodeHash, maxCodeHashLength } from '../sandbox/shareHash';
import { appProjectExtras, sandboxAppCode, sandboxFlavours, sandboxUnavailable } from './appCode';
import type { DemoOptions } from './options';
import type { DemoFlavour } from './permalink';
import styles from './demo.module.css';

export interface OpenElsewhereProps {
  readonly flavour: DemoFlavour;
  readonly options: DemoOptions;
  readonly query: RuleGroupTypeAny;
  /** The App.tsx the Code tab shows. */
  readonly code: string;
}

function PostForm({
  action,
  fields,
  label,
}: {
  readonly action: string;
  readonly fields: Record<string, string>;
  readonly label: string;
}): ReactNode {
  return (
    <form method="post" action={action} target="_blank" className={styles.inlineForm}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button button--sm button--outline button--secondary">
        {label}
      </button>
    </form>
  );
}

/**
 * The Code tab's project opened in StackBlitz or CodeSandbox (plain form posts, sent only on a click)
 * or in this site's /sandbox. Its own chunk: the project builder pulls in the transpiler.
 */
export default function OpenElsewhere({ flavour, options, query, code }: OpenElsewhereProps): ReactNode {
  const extras = useMemo(() => appProjectExtras(flavour, options), [flavour, options]);
  const stackBlitz = useMemo(() => stackBlitzFields(code, extras), [code, extras]);
  const codeSandbox = useMemo(() => ({ parameters: codeSandboxParameters(code, extras) }), [code, extras]);
  const sandboxHash = useMemo(
    () => (sandboxFlavours.includes(flavour) ? encodeCodeHash(sandboxAppCode(flavour, options, query)) : undefined),
    [flavour, options, query],
  );
  return (
    <div className={styles.openElsewhere}>
      <PostForm action={stackBlitzAction} fields={stackBlitz} label="Open in StackBlitz" />
      <PostForm action={codeSandboxAction} fields={codeSandbox} label="Open in CodeSandbox" />
      {sandboxHash !== undefined && sandboxHash.length <= maxCodeHashLength && (
        <Link className="button button--sm button--outline button--secondary" to={`/sandbox${sandboxHash}`}>
          Open in sandbox
        </Link>
      )}
      {sandboxHash === undefined && sandboxUnavailable[flavour] !== undefined && (
        <span className={styles.codeNote}>{sandboxUnavailable[flavour]}</span>
      )}
      {sandboxHash !== undefined && sandboxHash.length > maxCodeHashLength && (
        <span className={styles.codeNote}>This query is too large to open in the offline sandbox.</span>
      )}
    </div>
  );
}
