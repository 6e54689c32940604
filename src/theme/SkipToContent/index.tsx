import { useHistory, useLocation } from '@docusaurus/router';
import SkipToContent from '@theme-original/SkipToContent';
import { useEffect, useRef, type ReactNode } from 'react';
import { isQueryStringOnlyChange } from './isQueryStringOnlyChange';

// Wrapped because the original's focus reset on every push scrolls to the top even when only the query string changed, which must not scroll.
export default function SkipToContentWrapper(): ReactNode {
  const history = useHistory();
  const location = useLocation();
  const previousLocation = useRef(location);
  const scrollBeforeNavigation = useRef(0);
  // Read as the navigation happens, before React renders the new location: the last scroll event can be a frame
  // behind a scroll the page just made (a reader typing right after one read 0 and was sent to the top).
  useEffect(
    () =>
      history.listen(() => {
        scrollBeforeNavigation.current = window.scrollY;
      }),
    [history],
  );
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
