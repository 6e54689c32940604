import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useEffect, useState, type ReactNode } from 'react';
import { markdownPath } from '../../markdownPath';
import { assistantLinks, isUpgradeGuide, upgradePrompt } from './assistantLinks';
import { copyMarkdown } from './copyMarkdown';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'prompt-copied' | 'failed';

const announcements: Record<Status, string> = {
  idle: '',
  copied: 'Page copied to the clipboard as Markdown.',
  'prompt-copied': 'Upgrade prompt and guide copied to the clipboard.',
  failed: 'Copying failed. Open the Markdown link instead.',
};

/** The 14 px outline icons of the copy buttons (one frame, two drawings). */
function Icon({ strokeWidth, children }: { readonly strokeWidth: string; readonly children: ReactNode }): ReactNode {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="14"
      height="14"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      {children}
    </svg>
  );
}

function CopyIcon(): ReactNode {
  return (
    <Icon strokeWidth="2">
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </Icon>
  );
}

function CheckIcon(): ReactNode {
  return (
    <Icon strokeWidth="2.5">
      <path d="M4 12l5 5L20 6" />
    </Icon>
  );
}

/**
 * "Copy page" (the page's Markdown twin to the clipboard), a link to that Markdown, links that open it in
 * ChatGPT or Claude, and on the migrate pages "Copy as a prompt" (an upgrade instruction and the guide).
 */
export default function CopyPageMarkdown(): ReactNode {
  const { pathname } = useLocation();
  const { siteConfig } = useDocusaurusContext();
  const href = markdownPath(pathname);
  const absolute = new URL(href, siteConfig.url).href;
  const [status, setStatus] = useState<Status>('idle');
  useEffect(() => {
    if (status === 'idle') return undefined;
    const timer = window.setTimeout(() => setStatus('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [status]);
  useEffect(() => setStatus('idle'), [pathname]);

  const copy = () => {
    copyMarkdown(href).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };
  const copyPrompt = () => {
    copyMarkdown(href, navigator.clipboard, upgradePrompt(pathname)).then(
      () => setStatus('prompt-copied'),
      () => setStatus('failed'),
    );
  };

  return (
    <div className={styles.controls} data-markdown-ignore="">
      <button type="button" className={styles.control} onClick={copy} data-status={status}>
        {status === 'copied' ? <CheckIcon /> : <CopyIcon />}
        {status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed' : 'Copy page'}
      </button>
      {isUpgradeGuide(pathname) && (
        <button type="button" className={styles.control} onClick={copyPrompt}>
          {status === 'prompt-copied' ? <CheckIcon /> : <CopyIcon />}
          {status === 'prompt-copied' ? 'Prompt copied' : 'Copy as a prompt'}
        </button>
      )}
      <a className={styles.control} href={href} type="text/markdown" title="This page as Markdown">
        Markdown
      </a>
      {assistantLinks(absolute).map(({ name, href: assistantHref }) => (
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
      <span className={styles.announcement} role="status">
        {announcements[status]}
      </span>
    </div>
  );
}
