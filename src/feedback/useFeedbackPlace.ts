import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { FeedbackPlace } from './issueTitle';

/** The docs page being read, for a feedback issue: call only inside a doc of the main docs instance. */
export function useFeedbackPlace(docsVersion: string, anchor?: string): FeedbackPlace {
  const { metadata } = useDoc();
  const { pathname } = useLocation();
  const { siteConfig } = useDocusaurusContext();
  return {
    pageUrl: `${siteConfig.url}${pathname}${anchor ? `#${anchor}` : ''}`,
    pageTitle: metadata.title,
    docsVersion,
  };
}
