import useIsBrowser from '@docusaurus/useIsBrowser';
import type { WrapperProps } from '@docusaurus/types';
import Content from '@theme-init/AnnouncementBar/Content';
import type ContentType from '@theme/AnnouncementBar/Content';
import { useEffect, type ReactNode } from 'react';
import { dismissedAttribute } from '../../../dismissedAttribute';

type Props = WrapperProps<typeof ContentType>;

// Wrapped because the bar stays hidden by a pre-hydration CSS flag on the first visit after its id changes (patch
// announcementBarNewId of plugins/lean/manifest.ts). The theme renders its content only while the bar is active; once
// hydrated (not before: a dismissed bar renders while hydrating, to avoid a layout shift), that clears the flag.
export default function AnnouncementBarContentWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  useEffect(() => {
    if (isBrowser) document.documentElement.setAttribute(dismissedAttribute, 'false');
  }, [isBrowser]);
  return <Content {...props} />;
}
