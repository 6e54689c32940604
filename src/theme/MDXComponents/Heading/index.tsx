import { useActiveVersion } from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme-original/MDXComponents/Heading';
import type HeadingType from '@theme/MDXComponents/Heading';
import type { WrapperProps } from '@docusaurus/types';
import type { ReactNode } from 'react';
import { FeedbackLink } from '@site/src/feedback/FeedbackLink';
import { textOf } from '@site/src/feedback/issueTitle';
import styles from './styles.module.css';

type Props = WrapperProps<typeof HeadingType>;

const sectionLevels = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

function SectionFeedback({
  docsVersion,
  id,
  title,
}: {
  readonly docsVersion: string;
  readonly id: string;
  readonly title: string;
}): ReactNode {
  return (
    <div className={styles.sectionFeedback} data-markdown-ignore="">
      <FeedbackLink
        docsVersion={docsVersion}
        anchor={id}
        choice={{ kind: 'section', sectionTitle: title }}
        className={styles.suggest}
        label={`Suggest an improvement to “${title}” (opens a GitHub issue in a new tab)`}
      >
        Suggest an improvement
      </FeedbackLink>
    </div>
  );
}

/**
 * Wrapped so each section heading of the main docs offers "Suggest an improvement" on hover or focus. The link is
 * the heading's next sibling, not its child: the heading's text, id and anchor link stay exactly as they were (search
 * and the Markdown twins read headings), and its zero-height box leaves the page's layout as it was.
 */
export default function HeadingWrapper(props: Props): ReactNode {
  const docsVersion = useActiveVersion('default')?.label;
  const heading = <Heading {...props} />;
  if (!docsVersion || !props.id || !sectionLevels.has(props.as)) return heading;
  return (
    <>
      {heading}
      <SectionFeedback docsVersion={docsVersion} id={props.id} title={textOf(props.children)} />
    </>
  );
}
