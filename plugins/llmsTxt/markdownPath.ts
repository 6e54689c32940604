/** The Markdown twin of a page: its address with `.md` appended (a trailing slash dropped first). */
export function markdownPath(permalink: string): string {
  return `${permalink.replace(/\/+$/, '') || '/index'}.md`;
}
