/** What a reader asks an assistant to do with a page, given the absolute address of its Markdown twin. */
export const assistantRequest = (markdownUrl: string): string =>
  `Read ${markdownUrl} so I can ask you questions about it.`;

/**
 * Plain links that open an assistant with the request pre-filled: nothing is requested from either
 * service until the reader follows one.
 */
export function assistantLinks(markdownUrl: string): { name: string; href: string }[] {
  const q = encodeURIComponent(assistantRequest(markdownUrl));
  return [
    { name: 'ChatGPT', href: `https://chatgpt.com/?q=${q}` },
    { name: 'Claude', href: `https://claude.ai/new?q=${q}` },
  ];
}

/** The migrate pages of the versions that upgrade to the next major: /docs/migrate (7 → 8 lives on Next). */
export const isUpgradeGuide = (pathname: string): boolean => /\/docs\/(?:next\/)?migrate\/?$/.test(pathname);
