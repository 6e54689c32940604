import SkipToContent from '@theme-original/SkipToContent';
import type { ReactNode } from 'react';
import styles from './styles.module.css';

// Wrapped in a fixed element because the original focuses its container on every push, which scrolled the page to the
// top even when only the query string changed; the core already scrolls a new page to the top and leaves such changes.
export default function SkipToContentWrapper(): ReactNode {
  return (
    <div className={styles.pinned}>
      <SkipToContent />
    </div>
  );
}
