import { useState, type ReactNode } from 'react';
import { issuesUrl, titledIssueUrl, type FeedbackChoice } from './issueTitle';
import { useFeedbackPlace } from './useFeedbackPlace';

const loadIssueLink = () => import('./issueLink');

/**
 * A link to a new GitHub issue about the page or a section. Its address carries the title from the start; the body
 * (page address, version, the reader's choice and a question) is filled in, from its own chunk, when the reader points
 * at the link, touches it or focuses it, so the form's text costs no page its first load.
 */
export function FeedbackLink({
  docsVersion,
  anchor,
  choice,
  className,
  label,
  children,
}: {
  readonly docsVersion: string;
  readonly anchor?: string;
  readonly choice: FeedbackChoice;
  readonly className?: string;
  /** The accessible name, which says that the link opens a GitHub issue in a new tab. */
  readonly label: string;
  readonly children: ReactNode;
}): ReactNode {
  const place = useFeedbackPlace(docsVersion, anchor);
  const [href, setHref] = useState<string>();
  const fill = () => {
    if (href === undefined)
      void loadIssueLink().then(({ feedbackIssueUrl }) => setHref(feedbackIssueUrl(issuesUrl, place, choice)));
  };
  return (
    <a
      className={className}
      href={href ?? titledIssueUrl(issuesUrl, place, choice)}
      target="_blank"
      rel="noopener"
      aria-label={label}
      onPointerEnter={fill}
      onTouchStart={fill}
      onFocus={fill}
    >
      {children}
    </a>
  );
}
