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

/** The site repository's issues, where feedback goes. */
export const issuesUrl = 'https://github.com/react-querybuilder/react-querybuilder/issues';

/** The new issue's title: the docs version, the page, and the section or the answer. */
export function issueTitle(place: FeedbackPlace, choice: FeedbackChoice): string {
  return choice.kind === 'section'
    ? `Docs (${place.docsVersion}): ${place.pageTitle} › ${choice.sectionTitle}`
    : `Docs (${place.docsVersion}): ${place.pageTitle} was ${choice.helpful ? '' : 'not '}helpful`;
}

/**
 * A new issue with its title filled in: what a feedback link holds until the reader points at it or focuses it, when
 * it loads the full form (issueLink.ts), and what it keeps without JavaScript.
 */
export function titledIssueUrl(issues: string, place: FeedbackPlace, choice: FeedbackChoice): string {
  return `${issues.replace(/\/$/, '')}/new?title=${encodeURIComponent(issueTitle(place, choice))}`;
}
