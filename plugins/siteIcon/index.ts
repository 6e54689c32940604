import { Resvg } from '@resvg/resvg-js';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { icoFile } from './icoFile';

/** The icon's size in pixels: what browsers draw in a tab. */
export const iconSize = 32;

/** /favicon.ico in the build, drawn from the site's SVG icon, for documents that name no icon of their own. */
export default function siteIcon(context: LoadContext): Plugin {
  return {
    name: 'site-icon',
    async postBuild({ outDir }) {
      const svg = await readFile(path.join(context.siteDir, 'static/img/favicon.svg'));
      const png = new Resvg(svg, { fitTo: { mode: 'width', value: iconSize } }).render().asPng();
      await writeFile(path.join(outDir, 'favicon.ico'), icoFile(png, iconSize));
    },
  };
}
