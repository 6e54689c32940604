import { useActiveVersion } from '@docusaurus/plugin-content-docs/client';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import type { ReactNode } from 'react';
import { FeedbackLink } from '@site/src/feedback/FeedbackLink';
import styles from './styles.module.css';

function PageFeedback({ docsVersion }: { readonly docsVersion: string }): ReactNode {
  return (
    <section className={styles.pageFeedback} aria-labelledby="page-feedback-question" data-markdown-ignore="">
      <p id="page-feedback-question" className={styles.question}>
        Was this page helpful?
      </p>
      <div className={styles.answers}>
        <FeedbackLink
          docsVersion={docsVersion}
          choice={{ kind: 'page', helpful: true }}
          className="button button--sm button--outline button--primary"
          label="Yes, this page was helpful (opens a GitHub issue in a new tab)"
        >
          Yes
        </FeedbackLink>
        <FeedbackLink
          docsVersion={docsVersion}
          choice={{ kind: 'page', helpful: false }}
          className="button button--sm button--outline button--primary"
          label="No, this page was not helpful (opens a GitHub issue in a new tab)"
        >
          No
        </FeedbackLink>
      </div>
      <p className={styles.note}>
        Either answer opens a pre-filled issue on GitHub in a new tab; nothing is sent until you submit it there.
      </p>
    </section>
  );
}

// Wrapped so every page of the main docs (not the generated API reference) ends with "Was this page helpful?".
export default function FooterWrapper(props: WrapperProps<typeof FooterType>): ReactNode {
  const docsVersion = useActiveVersion('default')?.label;
  return (
    <>
      <Footer {...props} />
      {docsVersion ? <PageFeedback docsVersion={docsVersion} /> : null}
    </>
  );
}
