import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useId, type ReactNode } from 'react';
import { interactiveIsland } from '@site/src/components/serverHtmlIsland';
import { markdownPath } from '../../markdownPath';
import type { PageActionsProps } from './PageActions';
import styles from './styles.module.css';

// Server HTML on a first load: the menu's toggle (a native popover) and its links work without code; the copy buttons'
// code loads and hydrates as the reader approaches them (a press that comes first is held until then).
const PageActionsIsland = interactiveIsland<PageActionsProps>(
  () => import('./PageActions'),
  'button:not([popovertarget])',
);

/** "Copy page" and the page's other Markdown actions (./PageActions), above the title. */
export default function CopyPageMarkdown(): ReactNode {
  const { pathname } = useLocation();
  const { siteConfig } = useDocusaurusContext();
  const menuId = `page-actions${useId().replace(/:/g, '')}`;
  const href = markdownPath(pathname);
  return (
    <PageActionsIsland
      as="div"
      outer={{ className: styles.actions, 'data-markdown-ignore': '' }}
      props={{ pathname, menuId, href, markdownUrl: new URL(href, siteConfig.url).href }}
    />
  );
}
