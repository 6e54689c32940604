import type { ClientModule } from '@docusaurus/types';
import { startsAtTop } from './startsAtTop';

// Runs after Docusaurus' own scrolling on each navigation (the same layout effect, right after it).
export const onRouteDidUpdate: ClientModule['onRouteDidUpdate'] = ({ location, previousLocation }) => {
  if (startsAtTop(location, previousLocation, (id) => document.getElementById(id) !== null)) window.scrollTo(0, 0);
};
