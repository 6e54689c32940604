import { useActiveVersion } from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme-original/MDXComponents/Heading';
import type HeadingType from '@theme/MDXComponents/Heading';
import type { WrapperProps } from '@docusaurus/types';
import type { ComponentProps, ReactNode } from 'react';
import { serverHtmlIsland } from '@site/src/components/serverHtmlIsland';
import type { SectionFeedbackContent } from '@site/src/feedback/markup';
import { fillOnApproach } from '@site/src/feedback/fillOnApproach';
import { textOf } from '@site/src/feedback/textOf';
import { useFeedbackPlace } from '@site/src/feedback/useFeedbackPlace';
import styles from './styles.module.css';

type Props = WrapperProps<typeof HeadingType>;

const sectionLevels = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

// Its link is server HTML on a first load (the island keeps it), and loads only after a client-side navigation.
const SectionFeedbackIsland = serverHtmlIsland<ComponentProps<typeof SectionFeedbackContent>>(() =>
  import('@site/src/feedback/markup').then((markup) => ({ default: markup.SectionFeedbackContent })),
);

function SectionFeedback({
  docsVersion,
  id,
  title,
}: {
  readonly docsVersion: string;
  readonly id: string;
  readonly title: string;
}): ReactNode {
  const place = useFeedbackPlace(docsVersion, id);
  const fill = fillOnApproach(place, () => ({ kind: 'section', sectionTitle: title }));
  return (
    <SectionFeedbackIsland
      as="div"
      outer={{
        className: styles.sectionFeedback,
        'data-markdown-ignore': '',
        onPointerOver: fill,
        onTouchStart: fill,
        onFocus: fill,
      }}
      props={{ place, title }}
    />
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
