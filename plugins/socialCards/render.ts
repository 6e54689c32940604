import { Resvg } from '@resvg/resvg-js';
import type { ReactNode } from 'react';
import satori from 'satori';
import { cardSize } from './cardRoute';
import { fitText, kickerBox, titleBox, type CardText } from './layout';

/**
 * A card's picture: satori lays the card out (flexbox) and turns its text into outlines with the font given, resvg
 * draws that SVG into a PNG. Both run offline from npm packages; the font is Inter from @fontsource/inter
 * (satori reads .woff, not .woff2).
 */

export interface CardDesign {
  /** The site's name, beside the logo at the bottom. */
  readonly siteTitle: string;
  /** The site's host name, at the bottom right. */
  readonly host: string;
  /** The logo, an SVG document. */
  readonly logoSvg: string;
}

/** Inter at weights 600 (the kicker, the host) and 700 (title and name). */
export interface CardFonts {
  readonly semibold: Buffer;
  readonly bold: Buffer;
}

/**
 * The site's colours (src/css/custom.css derives its primary from hue 211): a dark shade of it behind white
 * text (contrast above 13:1), and the logo's light blue for the lines beside the title (above 9:1).
 */
const colours = { background: 'hsl(211, 72%, 16%)', text: '#ffffff', accent: '#9fd0ff', rule: 'hsl(211, 72%, 38%)' };
const margin = 72;

type Style = Record<string, string | number>;
export type CardNode = {
  type: string;
  props: { style?: Style; src?: string; width?: number; height?: number; children?: unknown };
};

const box = (style: Style, children?: unknown): CardNode => ({ type: 'div', props: { style, children } });

/** The card as satori's element tree: plain objects in React's shape, so no JSX runtime is needed here. */
export function cardTree(text: CardText, design: CardDesign): CardNode {
  const title = fitText(text.title, titleBox);
  const kicker = text.kicker ? fitText(text.kicker, kickerBox).lines[0] : '';
  const logo = `data:image/svg+xml;base64,${Buffer.from(design.logoSvg).toString('base64')}`;
  // Satori sizes boxes without their padding and borders (content-box): the margins are an inner box's padding.
  return box(
    {
      width: cardSize.width,
      height: cardSize.height,
      display: 'flex',
      flexDirection: 'column',
      backgroundColor: colours.background,
      color: colours.text,
      fontFamily: 'Inter',
    },
    [
      box({ display: 'flex', height: 12, backgroundColor: colours.accent }),
      box({ display: 'flex', flexDirection: 'column', flexGrow: 1, padding: `48px ${margin}px 52px` }, [
        box(
          { display: 'flex', height: 44, fontSize: kickerBox.sizes[0] ?? 34, fontWeight: 600, color: colours.accent },
          kicker,
        ),
        box(
          { display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center' },
          title.lines.map((line) =>
            box(
              { display: 'flex', fontSize: title.fontSize, fontWeight: 700, lineHeight: 1.15, whiteSpace: 'pre' },
              line,
            ),
          ),
        ),
        box({ display: 'flex', height: 2, backgroundColor: colours.rule }),
        box({ display: 'flex', alignItems: 'center', height: 100 }, [
          { type: 'img', props: { src: logo, width: 72, height: 72 } },
          box({ display: 'flex', marginLeft: 22, fontSize: 36, fontWeight: 700 }, design.siteTitle),
          box({ display: 'flex', flexGrow: 1 }),
          box({ display: 'flex', fontSize: 28, fontWeight: 600, color: colours.accent }, design.host),
        ]),
      ]),
    ],
  );
}

/** Draws card trees one after the other; the fonts are parsed once per renderer. */
export function createCardRenderer(fonts: CardFonts): (tree: CardNode) => Promise<Buffer> {
  const fontOptions = [
    { name: 'Inter', data: fonts.semibold, weight: 600 as const, style: 'normal' as const },
    { name: 'Inter', data: fonts.bold, weight: 700 as const, style: 'normal' as const },
  ];
  return async (tree) => {
    const svg = await satori(tree as unknown as ReactNode, { ...cardSize, fonts: fontOptions });
    // The text is outlines already: without system fonts to scan, resvg starts at once.
    return new Resvg(svg, { font: { loadSystemFonts: false }, fitTo: { mode: 'original' } }).render().asPng();
  };
}
