import { isValidElement, type ReactNode } from 'react';

/** Where on the docs a reader gives feedback from. */
export interface FeedbackPlace {
  /** The page's full address, with the section's anchor for a section. */
  readonly pageUrl: string;
  readonly pageTitle: string;
  /** The docs version's label: Next, v7, v6… */
  readonly docsVersion: string;
}

export type FeedbackChoice =
  { readonly kind: 'page'; readonly helpful: boolean } | { readonly kind: 'section'; readonly sectionTitle: string };

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
  const title =
    choice.kind === 'section'
      ? `Docs (${place.docsVersion}): ${place.pageTitle} › ${choice.sectionTitle}`
      : `Docs (${place.docsVersion}): ${place.pageTitle} was ${choice.helpful ? '' : 'not '}helpful`;
  const body = [
    `**Page:** ${place.pageUrl}`,
    `**Docs version:** ${place.docsVersion}`,
    label,
    '',
    `<!-- ${ask} -->`,
    '',
  ].join('\n');
  const url = new URL(`${issuesUrl.replace(/\/$/, '')}/new`);
  url.searchParams.set('title', title);
  url.searchParams.set('body', body);
  return url.href;
}

/** The plain text of a heading's children (text, inline code, links, emphasis), as a reader reads it. */
export function textOf(node: ReactNode): string {
  if (node == null || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}
