import CodeBlock from '@theme/CodeBlock';
import type { ReactNode } from 'react';
import { highlightable, maxHighlightedLine } from './codeDisplay';
import styles from './demo.module.css';

export interface DemoCodeProps {
  readonly language: string;
  readonly title?: string;
  readonly children: string;
}

/** A code block that skips highlighting (with a note) for text the highlighter would take seconds over. */
export default function DemoCode({ language, title, children }: DemoCodeProps): ReactNode {
  if (highlightable(children)) {
    return (
      <CodeBlock language={language} title={title}>
        {children}
      </CodeBlock>
    );
  }
  return (
    <div>
      <p className={styles.codeNote}>
        Shown without highlighting: it is too long to highlight quickly (a line over{' '}
        {maxHighlightedLine.toLocaleString('en')} characters).
      </p>
      {/* "text" has no grammar, so the block renders its lines without tokenizing them. */}
      <CodeBlock language="text" title={title}>
        {children}
      </CodeBlock>
    </div>
  );
}
