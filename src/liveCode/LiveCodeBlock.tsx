import Link from '@docusaurus/Link';
import { useMemo, useState, type ReactNode } from 'react';
import { sandboxAddress, sandboxLibraries } from '../sandbox/libraries';
import { useDocsSource } from '../sandbox/useDocsSource';
import LiveEditor from './LiveEditor';
import LivePreview from './LivePreview';
import { scopeForVersion, type LiveVersion } from './scopes';
import { useLiveModule } from './useLiveModule';
import styles from './liveCode.module.css';

export interface LiveCodeBlockProps {
  /** The complete module shown at first and restored by Reset. */
  readonly code: string;
  /** Which react-querybuilder the code imports. */
  readonly version: LiveVersion;
}

/** An editable example: the code on top, its default export rendered live below. */
export default function LiveCodeBlock({ code, version }: LiveCodeBlockProps): ReactNode {
  const [source, setSource] = useState(code);
  const state = useLiveModule(source, scopeForVersion(version));
  // Live examples sit on docs pages only: the sandbox names the page the code came from.
  const docsSource = useDocsSource();
  // The code as the reader has edited it, in the sandbox's own link encoding (it runs there in the isolated frame).
  const sandboxLink = useMemo(() => sandboxAddress(source, version, docsSource), [source, version, docsSource]);
  return (
    <div className={styles.block} data-live-code="">
      <div className={styles.toolbar}>
        <span>Live example: edit the code to update the preview</span>
        <span className={styles.actions}>
          <Link
            className="button button--sm button--outline button--primary"
            to={sandboxLink}
            data-sandbox-library={version}
            title={`Open this code in the sandbox (react-querybuilder ${sandboxLibraries[version].version})`}
          >
            Open in sandbox
          </Link>
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => setSource(code)}
            disabled={source === code}
          >
            Reset
          </button>
        </span>
      </div>
      <div className={styles.editor}>
        <LiveEditor value={source} onChange={setSource} label="Live example code" />
      </div>
      <LivePreview state={state} label="Live preview" />
    </div>
  );
}
