import DropdownNavbarItemMobile from '@theme-original/NavbarItem/DropdownNavbarItem/Mobile';
import type DropdownNavbarItemMobileType from '@theme/NavbarItem/DropdownNavbarItem/Mobile';
import type { WrapperProps } from '@docusaurus/types';
import type { ReactNode } from 'react';
import type { MobileLabelProps } from '../../mobileLabel';
import { withMenuClosing } from './withMenuClosing';

type Props = WrapperProps<typeof DropdownNavbarItemMobileType> & MobileLabelProps;

// Lets the item that renders a dropdown name it in the phone menu (the version dropdown names the current version), and
// keeps the menu closing when an item has a click handler of its own: the original spreads an item's props after the
// menu's onClick, so a version (whose onClick saves the preferred version) left the drawer open over the new page.
export default function DropdownNavbarItemMobileWrapper({ mobileLabel, ...props }: Props): ReactNode {
  return (
    <DropdownNavbarItemMobile
      {...props}
      items={withMenuClosing(props.items, props.onClick)}
      label={mobileLabel ?? props.label}
    />
  );
}
