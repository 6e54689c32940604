import { useLocation } from '@docusaurus/router';
import SkipToContent from '@theme-original/SkipToContent';
import { useEffect, useRef, type ReactNode } from 'react';
import { isQueryStringOnlyChange } from './isQueryStringOnlyChange';

// Wrapped because the original's focus reset on every push scrolls to the top even when only the query string changed, which must not scroll.
export default function SkipToContentWrapper(): ReactNode {
  const location = useLocation();
  const previousLocation = useRef(location);
  const scrollBeforeNavigation = useRef(0);
  useEffect(() => {
    const remember = () => {
      scrollBeforeNavigation.current = window.scrollY;
    };
    remember();
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);
  // Runs after the original's own location-change effect (child effects run first), undoing its scroll.
  useEffect(() => {
    const previous = previousLocation.current;
    previousLocation.current = location;
    if (previous !== location && isQueryStringOnlyChange(previous, location)) {
      window.scrollTo(0, scrollBeforeNavigation.current);
    }
  }, [location]);
  return <SkipToContent />;
}
