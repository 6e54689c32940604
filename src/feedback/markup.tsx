import type { ReactNode } from 'react';
import pageStyles from '@site/src/theme/DocItem/Footer/styles.module.css';
import sectionStyles from '@site/src/theme/MDXComponents/Heading/styles.module.css';
import { FeedbackLink } from './FeedbackLink';
import type { FeedbackPlace } from './issueTitle';

// The feedback controls' content, one chunk that a first load does not fetch: the server renders it and hydration
// keeps its HTML (src/components/serverHtmlIsland); a client-side navigation loads it.

/** A section's "Suggest an improvement", in the element after its heading. */
export function SectionFeedbackContent({
  place,
  title,
}: {
  readonly place: FeedbackPlace;
  readonly title: string;
}): ReactNode {
  return (
    <FeedbackLink
      place={place}
      choice={{ kind: 'section', sectionTitle: title }}
      className={sectionStyles.suggest}
      label={`Suggest an improvement to “${title}” (opens a GitHub issue in a new tab)`}
    >
      Suggest an improvement
    </FeedbackLink>
  );
}

/** "Was this page helpful?" and its answers, in the section that ends a docs page. */
export function PageFeedbackContent({ place }: { readonly place: FeedbackPlace }): ReactNode {
  return (
    <>
      <p id="page-feedback-question" className={pageStyles.question}>
        Was this page helpful?
      </p>
      <div className={pageStyles.answers}>
        <FeedbackLink
          place={place}
          choice={{ kind: 'page', helpful: true }}
          className="button button--sm button--outline button--primary"
          label="Yes, this page was helpful (opens a GitHub issue in a new tab)"
        >
          Yes
        </FeedbackLink>
        <FeedbackLink
          place={place}
          choice={{ kind: 'page', helpful: false }}
          className="button button--sm button--outline button--primary"
          label="No, this page was not helpful (opens a GitHub issue in a new tab)"
        >
          No
        </FeedbackLink>
      </div>
      <p className={pageStyles.note}>
        Either answer opens a pre-filled issue on GitHub in a new tab; nothing is sent until you submit it there.
      </p>
    </>
  );
}
