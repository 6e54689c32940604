import DocBreadcrumbs from '@theme-init/DocBreadcrumbs';
import CopyPageMarkdown from '../CopyPageMarkdown';
import type { ReactNode } from 'react';
import styles from './styles.module.css';

// Wrapped to put the page's Markdown controls on the breadcrumbs' line, above the title, where they wrap below the crumbs on phones.
export default function DocBreadcrumbsWrapper(): ReactNode {
  return (
    <div className={styles.row}>
      <DocBreadcrumbs />
      <CopyPageMarkdown />
    </div>
  );
}
