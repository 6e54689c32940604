import type { Plugin } from '@docusaurus/types';
import { fileURLToPath } from 'node:url';

/** A page reached by a link whose hash carries state opens at its top (client.ts), as a client module. */
export default function scrollOnArrival(): Plugin {
  return {
    name: 'lean-scroll-on-arrival',
    getClientModules: () => [fileURLToPath(new URL('./client.ts', import.meta.url))],
  };
}
