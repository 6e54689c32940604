import { useEffect, useState, type ReactNode } from 'react';
import { assistantLinks, isUpgradeGuide } from './assistantLinks';
import { copyText } from './copyMarkdown';
import styles from './styles.module.css';

// The download and the upgrade prompt's text load when a copy button is pressed.
const loadPageText = () => import('./pageText');

type Status = 'idle' | 'copied' | 'prompt-copied' | 'failed';

const announcements: Record<Status, string> = {
  idle: '',
  copied: 'Page copied to the clipboard as Markdown.',
  'prompt-copied': 'Upgrade prompt and guide copied to the clipboard.',
  failed: 'Copying failed. Open the Markdown link instead.',
};

export interface PageActionsProps {
  /** The page's path, e.g. /docs/migrate. */
  readonly pathname: string;
  /** The id of the menu (the toggle names it), the same on the server and in the browser. */
  readonly menuId: string;
  /** The page's Markdown twin, as a path and as an absolute address. */
  readonly href: string;
  readonly markdownUrl: string;
}

/**
 * The page's actions: "Copy page" (the page's Markdown twin to the clipboard), a link to that Markdown, links that
 * open it in ChatGPT or Claude, and on the migrate pages "Copy as a prompt" (an upgrade instruction and the guide).
 * On wide screens they stand in a row; on narrow ones they fold into one "Page actions" menu behind an icon, a native popover, so the
 * title is not pushed down and the menu opens without JavaScript. (React 18 passes the lower-case popover attributes
 * through as they are.) It reads no context: it may hydrate in a root of its own (./index.tsx).
 */
export default function PageActions({ pathname, menuId, href, markdownUrl }: PageActionsProps): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  useEffect(() => {
    if (status === 'idle') return undefined;
    const timer = window.setTimeout(() => setStatus('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [status]);
  useEffect(() => setStatus('idle'), [pathname]);

  const copy = (promptFor: string | undefined, done: Status) => () => {
    copyText(loadPageText().then((module) => module.pageText(href, promptFor))).then(
      () => setStatus(done),
      () => setStatus('failed'),
    );
  };

  return (
    <>
      {/* A "more" icon, not words: beside the breadcrumbs on a phone it keeps them and itself on one line. */}
      <button
        type="button"
        className={styles.toggle}
        aria-label="Page actions"
        title="Page actions"
        {...{ popovertarget: menuId }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="5" r="2" fill="currentColor" />
          <circle cx="12" cy="12" r="2" fill="currentColor" />
          <circle cx="12" cy="19" r="2" fill="currentColor" />
        </svg>
      </button>
      <div id={menuId} className={styles.menu} {...{ popover: 'auto' }}>
        <button type="button" className={styles.control} onClick={copy(undefined, 'copied')} data-status={status}>
          {status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed' : 'Copy page'}
        </button>
        {isUpgradeGuide(pathname) && (
          <button type="button" className={styles.control} onClick={copy(pathname, 'prompt-copied')}>
            {status === 'prompt-copied' ? 'Prompt copied' : 'Copy as a prompt'}
          </button>
        )}
        <a className={styles.control} href={href} type="text/markdown" title="This page as Markdown">
          Markdown
        </a>
        {assistantLinks(markdownUrl).map(({ name, href: assistantHref }) => (
          <a
            key={name}
            className={styles.control}
            href={assistantHref}
            rel="noopener noreferrer"
            title={`Open this page in ${name}`}
          >
            Open in {name}
          </a>
        ))}
      </div>
      <span className={styles.announcement} role="status">
        {announcements[status]}
      </span>
    </>
  );
}
