import CodeBlock from '@theme/CodeBlock';
import { useMemo, type ReactNode } from 'react';
import type { RuleGroupTypeAny } from 'react-querybuilder';
import { demoFields } from './fields';
import { exportCall, exportFormats, exportQuery, isDemoExportFormat, type DemoExportFormat } from './exportFormats';
import styles from './demo.module.css';

export interface ExportPanelProps {
  readonly query: RuleGroupTypeAny;
  readonly format: DemoExportFormat;
  readonly parseNumbers: boolean;
  readonly onFormatChange: (format: DemoExportFormat) => void;
}

/** The current query in the chosen `formatQuery` format, with the call that produced it. */
export default function ExportPanel({ query, format, parseNumbers, onFormatChange }: ExportPanelProps): ReactNode {
  const settings = useMemo(() => ({ parseNumbers, fields: demoFields }), [parseNumbers]);
  const result = useMemo(() => {
    try {
      return exportQuery(query, format, settings);
    } catch (error) {
      return `formatQuery failed: ${error instanceof Error ? error.message : String(error)}`;
    }
  }, [query, format, settings]);
  const language = exportFormats.find(f => f.format === format)?.language ?? 'text';

  return (
    <section aria-label="Export" className={styles.panel}>
      <label className={styles.picker}>
        Format{' '}
        <select
          value={format}
          onChange={event => {
            if (isDemoExportFormat(event.target.value)) onFormatChange(event.target.value);
          }}>
          {exportFormats.map(f => (
            <option key={f.format} value={f.format}>
              {f.label}
            </option>
          ))}
        </select>
      </label>
      <CodeBlock language="ts">{exportCall(format, settings)}</CodeBlock>
      <div data-testid="export-result">
        <CodeBlock language={language} title="Result">
          {result}
        </CodeBlock>
      </div>
    </section>
  );
}
