import { useDocsVersionCandidates } from '@docusaurus/plugin-content-docs/client';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type DocsVersionDropdownNavbarItemType from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type { WrapperProps } from '@docusaurus/types';
import type { ReactNode } from 'react';
import type { MobileLabelProps } from './mobileLabel';

type Props = WrapperProps<typeof DocsVersionDropdownNavbarItemType>;

// The phone menu's entry said "Versions" without the current one, which the desktop navbar shows ("v7", "Next"): it
// names it ("Version: v7"), through the wrapped mobile dropdown (NavbarItem/DropdownNavbarItem/Mobile).
export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  if (!props.mobile) return <DocsVersionDropdownNavbarItem {...props} />;
  return <MobileVersionDropdown {...props} />;
}

function MobileVersionDropdown(props: Props): ReactNode {
  // The first candidate is the version the desktop dropdown shows: the page's own, else the preferred or latest one.
  const current = useDocsVersionCandidates(props.docsPluginId)[0];
  const labelled: Props & MobileLabelProps = { ...props, mobileLabel: current && `Version: ${current.label}` };
  return <DocsVersionDropdownNavbarItem {...labelled} />;
}
