import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { consoleUtilitiesMark } from './mark';
import { scheduleWhenIdle } from './scheduleWhenIdle';
import type * as Session from './session';

// Everything but this scheduler and the route hook sits in later chunks (./session, one per utility), fetched once the
// page is idle, so every page's main.js carries a few lines for them. Only in the top document: the sandbox's preview
// frame is a page of the site too, but no reader types in its console.
const active = ExecutionEnvironment.canUseDOM && window.self === window.top;

let session: Promise<typeof Session> | undefined;

const warn = (error: unknown) => console.warn('The react-querybuilder console utilities could not be loaded.', error);

if (active)
  scheduleWhenIdle(window, () => {
    // Lets size measurements tell these deferred requests apart from the page's first-load scripts.
    performance.mark(consoleUtilitiesMark);
    session = import('./session');
    session.then(({ start }) => start(window.location.pathname)).catch(warn);
  });

/** Before the utilities load, the page they start on is read then; afterwards, each route change may swap them. */
export function onRouteDidUpdate({ location }: { readonly location: { readonly pathname: string } }): void {
  session?.then(({ routeChanged }) => routeChanged(location.pathname)).catch(warn);
}
