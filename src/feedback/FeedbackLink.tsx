import type { ReactNode } from 'react';
import { issuesUrl, titledIssueUrl, type FeedbackChoice, type FeedbackPlace } from './issueTitle';

/**
 * A link to a new GitHub issue about the page or a section. Its address carries the title from the start; the body
 * is filled in when the reader approaches it (./fillOnApproach, on the element around it).
 */
export function FeedbackLink({
  place,
  choice,
  className,
  label,
  children,
}: {
  readonly place: FeedbackPlace;
  readonly choice: FeedbackChoice;
  readonly className?: string;
  /** The accessible name, which says that the link opens a GitHub issue in a new tab. */
  readonly label: string;
  readonly children: ReactNode;
}): ReactNode {
  return (
    <a
      className={className}
      href={titledIssueUrl(issuesUrl, place, choice)}
      target="_blank"
      rel="noopener"
      aria-label={label}
      data-feedback={choice.kind === 'page' ? String(choice.helpful) : choice.kind}
    >
      {children}
    </a>
  );
}
