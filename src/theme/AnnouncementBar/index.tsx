import { useAnnouncementBar } from '@docusaurus/theme-common/internal';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import { useEffect, type ReactNode } from 'react';

// Wrapped because the original stays hidden by a pre-hydration CSS flag on the first visit after its id changes.
export default function AnnouncementBarWrapper(): ReactNode {
  const { isActive } = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
  }, [isActive]);
  return <AnnouncementBar />;
}
