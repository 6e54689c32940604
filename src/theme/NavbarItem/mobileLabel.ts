/**
 * A dropdown's label in the phone menu, given by the navbar item that renders the dropdown: the version dropdown's
 * own label there is a fixed "Versions". Read by the wrapped mobile dropdown, which passes it on as its label.
 */
export interface MobileLabelProps {
  readonly mobileLabel?: string;
}
