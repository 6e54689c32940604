import { createElement, type ComponentType } from 'react';

/** A route's component as Docusaurus' ComponentCreator makes it: react-loadable's, which can preload its chunks. */
export type RouteComponent = ComponentType<Record<string, unknown>> & { preload?: () => Promise<unknown> | undefined };

/**
 * Stands in for a route's component and makes the real one (`create`: ComponentCreator, a react-loadable component)
 * the first time the route renders or preloads. Docusaurus makes every route's component while routes.js evaluates,
 * in every page's main bundle: for this site's ~1,100 routes, 50 ms or more of main.js evaluation on a 4x-throttled
 * CPU on every page, for the few routes a visit uses. The real component is made once, so preloading before
 * hydration or a navigation readies the very one that renders.
 */
export default function lazyRoute(create: () => RouteComponent): RouteComponent {
  let component: RouteComponent | undefined;
  const real = () => (component ??= create());
  const LazyRoute = (props: Record<string, unknown>) => createElement(real(), props);
  LazyRoute.preload = () => real().preload?.();
  return LazyRoute;
}
