import useIsBrowser from '@docusaurus/useIsBrowser';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

interface LazyWhenVisibleProps {
  /** Rendered by the server and until the real content has loaded; should have the content's size. */
  readonly placeholder: ReactNode;
  /** Usually a React.lazy component, so its code is fetched only once the reader gets near it. */
  readonly children: ReactNode;
}

/** Renders `children` only once the placeholder comes within 200 px of the viewport. */
export default function LazyWhenVisible({ placeholder, children }: LazyWhenVisibleProps): ReactNode {
  const isBrowser = useIsBrowser();
  const anchor = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (!element || visible) return;
    if (!('IntersectionObserver' in window)) {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  // The marker lets a browser test bring each waiting block into view rather than sweep a page 60,000 px long.
  if (!isBrowser || !visible)
    return (
      <div ref={anchor} data-lazy-pending="">
        {placeholder}
      </div>
    );
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
