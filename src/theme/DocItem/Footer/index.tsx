import { useActiveVersion } from '@docusaurus/plugin-content-docs/client';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import type { ReactNode } from 'react';
import { links } from '@site/config/links';
import { feedbackIssueUrl } from '@site/src/feedback/issueLink';
import { useFeedbackPlace } from '@site/src/feedback/useFeedbackPlace';
import styles from './styles.module.css';

function PageFeedback({ docsVersion }: { readonly docsVersion: string }): ReactNode {
  const place = useFeedbackPlace(docsVersion);
  const answer = (helpful: boolean) => feedbackIssueUrl(links.issues, place, { kind: 'page', helpful });
  return (
    <section className={styles.pageFeedback} aria-labelledby="page-feedback-question" data-markdown-ignore="">
      <p id="page-feedback-question" className={styles.question}>
        Was this page helpful?
      </p>
      <div className={styles.answers}>
        <a
          className="button button--sm button--outline button--primary"
          href={answer(true)}
          target="_blank"
          rel="noopener"
          aria-label="Yes, this page was helpful (opens a GitHub issue in a new tab)"
        >
          Yes
        </a>
        <a
          className="button button--sm button--outline button--primary"
          href={answer(false)}
          target="_blank"
          rel="noopener"
          aria-label="No, this page was not helpful (opens a GitHub issue in a new tab)"
        >
          No
        </a>
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
