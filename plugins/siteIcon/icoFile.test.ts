import { Resvg } from '@resvg/resvg-js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { icoFile } from './icoFile';

const png = new Resvg(readFileSync('static/img/favicon.svg'), { fitTo: { mode: 'width', value: 32 } }).render().asPng();

describe('icoFile', () => {
  it('is an icon directory of one 32×32 entry whose bytes are the PNG', () => {
    const ico = icoFile(png, 32);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico.readUInt8(6), ico.readUInt8(7)]).toEqual([32, 32]);
    const [length, offset] = [ico.readUInt32LE(14), ico.readUInt32LE(18)];
    expect(offset).toBe(22);
    expect(ico.subarray(offset, offset + length).equals(png)).toBe(true);
    expect(ico.length).toBe(offset + length);
  });

  it('writes 256 px as 0, as the format wants', () => {
    expect(icoFile(png, 256).readUInt8(6)).toBe(0);
  });

  it('refuses what is not a PNG or a size ICO cannot hold', () => {
    expect(() => icoFile(Buffer.from('<svg/>'), 32)).toThrow(/not a PNG/);
    expect(() => icoFile(png, 300)).toThrow(/1–256/);
  });
});
