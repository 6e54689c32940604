import { issuesUrl as siteIssuesUrl, issueTitle, type FeedbackChoice, type FeedbackPlace } from './issueTitle';

/** Text of the issue's first lines, by choice: what the reader picked, and what we ask of them. */
function prompt(choice: FeedbackChoice): { readonly label: string; readonly ask: string } {
  if (choice.kind === 'section')
    return {
      label: `**Section:** ${choice.sectionTitle}\n**Feedback:** Suggest an improvement`,
      ask: 'What is missing, wrong or hard to follow in this section? An example of what you were trying to do helps.',
    };
  return choice.helpful
    ? { label: '**Was this page helpful?** Yes', ask: 'What helped? Anything still missing?' }
    : {
        label: '**Was this page helpful?** No',
        ask: 'What were you looking for, and what did the page not answer?',
      };
}

/**
 * The address of a new GitHub issue, pre-filled with where the reader was and what they chose. Nothing is sent
 * from the site: GitHub shows the form, and the issue exists only if the reader submits it there.
 */
export function feedbackIssueUrl(issuesUrl: string, place: FeedbackPlace, choice: FeedbackChoice): string {
  const { label, ask } = prompt(choice);
  const body = [
    `**Page:** ${place.pageUrl}`,
    `**Docs version:** ${place.docsVersion}`,
    label,
    '',
    `<!-- ${ask} -->`,
    '',
  ].join('\n');
  const url = new URL(`${issuesUrl.replace(/\/$/, '')}/new`);
  url.searchParams.set('title', issueTitle(place, choice));
  url.searchParams.set('body', body);
  return url.href;
}

/** feedbackIssueUrl on the site's issues, which feedback links open. */
export const feedbackIssueHref = (place: FeedbackPlace, choice: FeedbackChoice): string =>
  feedbackIssueUrl(siteIssuesUrl, place, choice);
