import { useActiveVersion } from '@docusaurus/plugin-content-docs/client';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import type { ComponentProps, ReactNode } from 'react';
import { serverHtmlIsland } from '@site/src/components/serverHtmlIsland';
import type { PageFeedbackContent } from '@site/src/feedback/markup';
import { fillOnApproach } from '@site/src/feedback/fillOnApproach';
import { useFeedbackPlace } from '@site/src/feedback/useFeedbackPlace';
import styles from './styles.module.css';

// Its content is server HTML on a first load (the island keeps it), and loads only after a client-side navigation.
const PageFeedbackIsland = serverHtmlIsland<ComponentProps<typeof PageFeedbackContent>>(() =>
  import('@site/src/feedback/markup').then((markup) => ({ default: markup.PageFeedbackContent })),
);

function PageFeedback({ docsVersion }: { readonly docsVersion: string }): ReactNode {
  const place = useFeedbackPlace(docsVersion);
  const fill = fillOnApproach(place, (link) => ({ kind: 'page', helpful: link.dataset.feedback === 'true' }));
  return (
    <PageFeedbackIsland
      as="section"
      outer={{
        className: styles.pageFeedback,
        'aria-labelledby': 'page-feedback-question',
        'data-markdown-ignore': '',
        onPointerOver: fill,
        onTouchStart: fill,
        onFocus: fill,
      }}
      props={{ place }}
    />
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
