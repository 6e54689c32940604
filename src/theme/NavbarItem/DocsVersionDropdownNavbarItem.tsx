import { useDocsVersionCandidates } from '@docusaurus/plugin-content-docs/client';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type DocsVersionDropdownNavbarItemType from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type { WrapperProps } from '@docusaurus/types';
import type { ReactNode } from 'react';

type Props = WrapperProps<typeof DocsVersionDropdownNavbarItemType>;

// The phone menu's entry said "Versions" without the current one, which the desktop navbar shows ("v7", "Next"): it
// names both. The theme's mobile dropdown shows its children in place of its fixed label.
export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  if (!props.mobile) return <DocsVersionDropdownNavbarItem {...props} />;
  return <MobileVersionDropdown {...props} />;
}

function MobileVersionDropdown(props: Props): ReactNode {
  // The first candidate is the version the desktop dropdown shows: the page's own, else the preferred or latest one.
  const current = useDocsVersionCandidates(props.docsPluginId)[0];
  return (
    <DocsVersionDropdownNavbarItem {...props}>
      {current ? `Version: ${current.label}` : 'Versions'}
    </DocsVersionDropdownNavbarItem>
  );
}
