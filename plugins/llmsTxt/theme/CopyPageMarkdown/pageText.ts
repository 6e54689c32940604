/** The instruction "Copy as a prompt" puts before a migrate page's Markdown. */
export function upgradePrompt(pathname: string): string {
  const [from, to] = /\/docs\/next\//.test(pathname) ? [7, 8] : [6, 7];
  return `Upgrade this code from react-querybuilder ${from} to ${to} following this guide. Keep behaviour the same, apply every step of the guide that concerns the code, and list what you changed.\n\n---\n\n`;
}

/**
 * The page's Markdown twin at `url`, after the upgrade instruction for the migrate page at `promptFor`. Loaded when
 * the reader presses a copy button, not with the page.
 */
export async function pageText(url: string, promptFor?: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The Markdown of this page could not be loaded (HTTP ${response.status}).`);
  return (promptFor === undefined ? '' : upgradePrompt(promptFor)) + (await response.text());
}
