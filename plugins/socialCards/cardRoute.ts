/**
 * Which card a page shows and where that card is in the build. Read in the browser bundle (the wrapped
 * Layout/Provider names each page's card from its path alone, so no route table ships to the browser) and at
 * postBuild (which renders exactly the cards these functions name): keep it free of Node and of Docusaurus.
 */

/** Where the cards are, under the site's baseUrl. */
export const cardDirectory = 'img/social-cards';

/** The card of everything without a card of its own (themeConfig.image). */
export const defaultCardFile = `${cardDirectory}/default.png`;

/** What Open Graph readers expect of a large summary card: 1.91:1, at least 1200 pixels wide. */
export const cardSize = { width: 1200, height: 630 } as const;

/** The API reference's index, whose card stands for its pages that belong to no package. */
const apiIndexRoute = '/api';

/** Whether a route (without the baseUrl) is in the API reference. */
export const isApiRoute = (route: string): boolean => route === apiIndexRoute || route.startsWith(`${apiIndexRoute}/`);

/** A site path without the baseUrl, trailing slashes and `.html`: `/docs/intro/` and `/docs/intro.html` → `/docs/intro`. */
export function normalizeRoute(pathname: string, baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  let route = base && (pathname === base || pathname.startsWith(`${base}/`)) ? pathname.slice(base.length) : pathname;
  route = route
    .replace(/\/index\.html$/, '')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '');
  return route.startsWith('/') ? route : `/${route}`;
}

/**
 * The route whose card a page shows: its own, except in the API reference. Its ~480 pages share their package's
 * card (the module page's, `/api/modules/<module>`): ten cards instead of ~480 take about 1 s and 0.4 MB of the
 * build instead of about 40 s and 15 MB, and a preview of one function's page says little more than its package.
 */
export function cardRouteOf(route: string): string {
  if (!isApiRoute(route)) return route;
  // Pages are named <module>.<export> (functions/react_querybuilder.formatQuery) or are the module page itself.
  const segments = route.split('/');
  const module = segments.length === 4 ? segments[3]?.split('.')[0] : undefined;
  return module ? `${apiIndexRoute}/modules/${module}` : apiIndexRoute;
}

/** The card's file under the site's root, from the card's route: `/docs/intro` → `img/social-cards/docs/intro.png`. */
export function cardFileOf(cardRoute: string): string {
  const name = cardRoute === '/' ? 'index' : cardRoute.replace(/^\/+/, '').replace(/[^\w./-]/g, '-');
  return `${cardDirectory}/${name}.png`;
}

/** The card file of the page at a browser path (with the baseUrl). */
export function cardFileForPath(pathname: string, baseUrl: string): string {
  return cardFileOf(cardRouteOf(normalizeRoute(pathname, baseUrl)));
}

/**
 * The text alternative of a card (og:image:alt), for readers of a link preview who cannot see it: the words the card
 * shows, the site's name and the page's title; the site's name alone where no page title is known.
 */
export function cardAlt(pageTitle: string | undefined, siteTitle: string): string {
  const title = pageTitle?.trim();
  return title && title !== siteTitle ? `${siteTitle}: ${title}` : siteTitle;
}
