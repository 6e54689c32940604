/** The react-querybuilder releases the console offers: the Next docs' on their pages, the site's everywhere else. */
export type ConsoleLibrary = 'v7' | 'v8';

/** The library of a page: the Next docs (`…/docs/next`, `…/docs/next/…`) get theirs, every other page the site's. */
export const consoleLibraryOfPath = (pathname: string): ConsoleLibrary =>
  /\/docs\/next(?:\/|$)/.test(pathname) ? 'v8' : 'v7';
