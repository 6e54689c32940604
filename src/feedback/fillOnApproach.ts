import type { SyntheticEvent } from 'react';
import type { FeedbackChoice, FeedbackPlace } from './issueTitle';

const loadIssueLink = () => import('./issueLink');

const filled = new WeakSet<HTMLAnchorElement>();

/**
 * The handler (pointer, touch, focus) of the element around feedback links, which keeps them server HTML on a first
 * load (src/components/serverHtmlIsland): a link's address names the issue from the start, and its body (page
 * address, version, the reader's choice and a question) is filled in, from its own chunk, as the reader points at the
 * link, touches it or focuses it, so the form's text costs no page its first load. Without the chunk the link keeps
 * its titled address, which still opens the form.
 */
export function fillOnApproach(
  place: FeedbackPlace,
  choiceOf: (link: HTMLAnchorElement) => FeedbackChoice,
): (event: SyntheticEvent) => void {
  return (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-feedback]') : null;
    if (!(link instanceof HTMLAnchorElement) || filled.has(link)) return;
    filled.add(link);
    loadIssueLink().then(
      ({ feedbackIssueHref }) => {
        link.href = feedbackIssueHref(place, choiceOf(link));
      },
      () => filled.delete(link),
    );
  };
}
