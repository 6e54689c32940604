import { describe, expect, it } from 'vitest';
import {
  frameHeightRange,
  isFromFrame,
  isFromParent,
  isIsolatedFrame,
  maxCodeLength,
  parseFrameMessage,
  parseParentMessage,
} from './frameProtocol';

describe('parseParentMessage', () => {
  it('accepts a run message with code and a colour mode', () => {
    expect(
      parseParentMessage({ type: 'rqb-sandbox:run', code: 'x', colorMode: 'dark', library: 'v8', extra: 1 }),
    ).toEqual({
      type: 'rqb-sandbox:run',
      code: 'x',
      colorMode: 'dark',
      library: 'v8',
    });
  });

  it('refuses every other shape', () => {
    for (const data of [
      null,
      'rqb-sandbox:run',
      42,
      [],
      { type: 'rqb-sandbox:ready' },
      { type: 'rqb-sandbox:run', code: 1, colorMode: 'light' },
      { type: 'rqb-sandbox:run', code: 'x', colorMode: 'blue', library: 'v7' },
      { type: 'rqb-sandbox:run', code: 'x', colorMode: 'light' },
      { type: 'rqb-sandbox:run', code: 'x', colorMode: 'light', library: 'v6' },
      { type: 'rqb-sandbox:run', code: 'x', colorMode: 'light', library: { toString: () => 'v7' } },
      { type: 'rqb-sandbox:run', code: 'x'.repeat(maxCodeLength + 1), colorMode: 'light' },
      { type: 'rqb-sandbox:run', code: { toString: () => 'x' }, colorMode: 'light' },
    ]) {
      expect(parseParentMessage(data)).toBeUndefined();
    }
  });
});

describe('parseFrameMessage', () => {
  it('accepts ready and clamps heights', () => {
    expect(parseFrameMessage({ type: 'rqb-sandbox:ready' })).toEqual({ type: 'rqb-sandbox:ready' });
    expect(parseFrameMessage({ type: 'rqb-sandbox:height', height: 512.2 })).toEqual({
      type: 'rqb-sandbox:height',
      height: 513,
    });
    expect(parseFrameMessage({ type: 'rqb-sandbox:height', height: 1e9 })).toMatchObject({
      height: frameHeightRange.max,
    });
    expect(parseFrameMessage({ type: 'rqb-sandbox:height', height: -5 })).toMatchObject({
      height: frameHeightRange.min,
    });
  });

  it('refuses other shapes and non-finite heights', () => {
    for (const data of [
      undefined,
      'ready',
      { type: 'rqb-sandbox:run', code: '' },
      { type: 'rqb-sandbox:height', height: Number.NaN },
      { type: 'rqb-sandbox:height', height: '9' },
    ]) {
      expect(parseFrameMessage(data)).toBeUndefined();
    }
  });
});

describe('message sources', () => {
  const frame = {} as Window;
  const parent = {} as Window;
  it('the page reads only its own frame, with an opaque origin', () => {
    expect(isFromFrame({ source: frame, origin: 'null' }, frame)).toBe(true);
    expect(isFromFrame({ source: frame, origin: 'https://example.org' }, frame)).toBe(false);
    expect(isFromFrame({ source: {} as Window, origin: 'null' }, frame)).toBe(false);
    expect(isFromFrame({ source: null, origin: 'null' }, null)).toBe(false);
  });

  it('the frame reads only its parent, on the site origin', () => {
    expect(isFromParent({ source: parent, origin: 'https://site.test' }, parent, 'https://site.test')).toBe(true);
    expect(isFromParent({ source: parent, origin: 'https://evil.test' }, parent, 'https://site.test')).toBe(false);
    expect(isFromParent({ source: {} as Window, origin: 'https://site.test' }, parent, 'https://site.test')).toBe(
      false,
    );
  });

  it('the frame runs code only when embedded with an opaque origin', () => {
    const self = {} as Window;
    expect(isIsolatedFrame({ origin: 'null', parent: {} as Window, self })).toBe(true);
    expect(isIsolatedFrame({ origin: 'https://site.test', parent: {} as Window, self })).toBe(false);
    expect(isIsolatedFrame({ origin: 'null', parent: self, self })).toBe(false);
  });
});
