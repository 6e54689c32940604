import type { Plugin } from '@docusaurus/types';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { dismissedAttribute } from './dismissedAttribute';

const require = createRequire(import.meta.url);

/**
 * Throws unless the installed theme still hides the bar by the attribute the wrapped Content clears: otherwise the
 * fix would clear an attribute nothing reads, and a bar whose id changed would stay hidden on its first visit again.
 */
export function checkDismissedAttribute(): void {
  const script = readFileSync(require.resolve('@docusaurus/theme-classic/lib/inlineScripts.js'), 'utf8');
  const css = readFileSync(
    require.resolve('@docusaurus/theme-classic/lib/theme/AnnouncementBar/styles.module.css'),
    'utf8',
  );
  if (!script.includes(`'${dismissedAttribute}'`) || !css.includes(`[${dismissedAttribute}='true']`))
    throw new Error(
      `plugins/lean patch announcementBarNewId: @docusaurus/theme-classic no longer hides the announcement bar by ` +
        `${dismissedAttribute}. Look at plugins/lean/announcementBar again (the theme may have fixed the bug it works around).`,
    );
}

/** The announcement bar's Content, wrapped (theme/), after the check above. */
export default function announcementBar(): Plugin {
  checkDismissedAttribute();
  const theme = fileURLToPath(new URL('./theme', import.meta.url));
  return { name: 'lean-announcement-bar', getThemePath: () => theme, getTypeScriptThemePath: () => theme };
}
