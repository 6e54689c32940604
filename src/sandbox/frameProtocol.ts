import type { SiteColorMode } from '../flavours/types';
import type { LiveVersion } from '../liveCode/scopes';

/**
 * The messages between /sandbox and its preview frame. The frame is a sandboxed document with an opaque
 * origin, so postMessage is the only way in or out: each side accepts only these shapes, and only from
 * the one window it expects (see isFromFrame / isFromParent).
 */

/** Where the frame document lives; a Docusaurus page without the site's chrome (src/pages/sandbox/frame.tsx). */
export const framePath = '/sandbox/frame';

/** The iframe's sandbox flags: scripts only. Never allow-same-origin: the code comes from links. */
export const frameSandboxFlags = 'allow-scripts';

export type ParentMessage = {
  readonly type: 'rqb-sandbox:run';
  readonly code: string;
  readonly colorMode: SiteColorMode;
  /** Which react-querybuilder the code runs with (7.7.1 or 8.24.1). */
  readonly library: LiveVersion;
};

export type FrameMessage =
  { readonly type: 'rqb-sandbox:ready' } | { readonly type: 'rqb-sandbox:height'; readonly height: number };

/** The longest code the frame accepts; far above any template, well below what would stall a tab. */
export const maxCodeLength = 200_000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The message the frame acts on, or undefined for anything else (other shapes, extra types, huge code). */
export function parseParentMessage(data: unknown): ParentMessage | undefined {
  if (!isRecord(data) || data.type !== 'rqb-sandbox:run') return undefined;
  const { code, colorMode, library } = data;
  if (typeof code !== 'string' || code.length > maxCodeLength) return undefined;
  if (colorMode !== 'light' && colorMode !== 'dark') return undefined;
  if (library !== 'v7' && library !== 'v8') return undefined;
  return { type: 'rqb-sandbox:run', code, colorMode, library };
}

/** Heights the page gives the frame, so a report from the frame can neither collapse nor balloon it. */
export const frameHeightRange = { min: 240, max: 4000 } as const;

/** The message the page acts on, or undefined; heights are clamped to frameHeightRange. */
export function parseFrameMessage(data: unknown): FrameMessage | undefined {
  if (!isRecord(data)) return undefined;
  if (data.type === 'rqb-sandbox:ready') return { type: 'rqb-sandbox:ready' };
  if (data.type === 'rqb-sandbox:height' && typeof data.height === 'number' && Number.isFinite(data.height)) {
    return {
      type: 'rqb-sandbox:height',
      height: Math.min(frameHeightRange.max, Math.max(frameHeightRange.min, Math.ceil(data.height))),
    };
  }
  return undefined;
}

/** What the page checks before reading a message: it came from its own frame, whose origin is opaque. */
export function isFromFrame(event: Pick<MessageEvent, 'source' | 'origin'>, frame: Window | null | undefined): boolean {
  return frame != null && event.source === frame && event.origin === 'null';
}

/**
 * What the frame checks: the message came from the window that embeds it, and that window is this site
 * (the frame's own address names the site, while its document's origin is opaque).
 */
export function isFromParent(
  event: Pick<MessageEvent, 'source' | 'origin'>,
  parent: Window,
  siteOrigin: string,
): boolean {
  return event.source === parent && event.origin === siteOrigin;
}

/**
 * True only in a real sandboxed frame: embedded (not opened on its own) and with an opaque origin. Opened
 * any other way the frame page runs nothing, so it can never run code with the site's origin.
 */
export const isIsolatedFrame = (win: {
  readonly origin: string;
  readonly parent: unknown;
  readonly self: unknown;
}): boolean => win.origin === 'null' && win.parent !== win.self;
