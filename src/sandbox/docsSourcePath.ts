/** A page's permalink as a path of the site without its base URL (`/base/docs/dnd` → `/docs/dnd`), as Link takes it. */
export function pathWithoutBase(permalink: string, baseUrl: string): string {
  return baseUrl !== '/' && permalink.startsWith(baseUrl) ? `/${permalink.slice(baseUrl.length)}` : permalink;
}
