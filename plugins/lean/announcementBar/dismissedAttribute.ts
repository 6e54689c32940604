/**
 * The attribute theme-classic's inline script sets on <html> before hydration from the stored "dismissed" flag, and
 * its stylesheet hides the bar by (index.ts checks both in the installed theme).
 */
export const dismissedAttribute = 'data-announcement-bar-initially-dismissed';
