import DropdownNavbarItemMobile from '@theme-original/NavbarItem/DropdownNavbarItem/Mobile';
import type DropdownNavbarItemMobileType from '@theme/NavbarItem/DropdownNavbarItem/Mobile';
import type { WrapperProps } from '@docusaurus/types';
import type { ReactNode } from 'react';
import type { MobileLabelProps } from '../../mobileLabel';

type Props = WrapperProps<typeof DropdownNavbarItemMobileType> & MobileLabelProps;

// Lets the item that renders a dropdown name it in the phone menu (the version dropdown names the current version).
export default function DropdownNavbarItemMobileWrapper({ mobileLabel, ...props }: Props): ReactNode {
  return <DropdownNavbarItemMobile {...props} label={mobileLabel ?? props.label} />;
}
