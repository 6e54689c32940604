import { describe, expect, it } from 'vitest';
import { flavourIds } from '../flavours/registry';
import { demoAddressFor } from './oldDemoAddress';

describe('demoAddressFor', () => {
  it('opens the flavour the old style parameter names', () => {
    for (const flavour of flavourIds) {
      expect(demoAddressFor(`#style=${flavour}`)).toEqual({ path: `/demo/${flavour}`, hash: '' });
    }
  });

  it('opens the default demo without a style or with the default one', () => {
    expect(demoAddressFor('')).toEqual({ path: '/demo', hash: '' });
    expect(demoAddressFor('#style=default')).toEqual({ path: '/demo', hash: '' });
  });

  it('reads the old names of renamed styles', () => {
    expect(demoAddressFor('#style=mui').path).toBe('/demo/material');
    expect(demoAddressFor('#style=Chakra').path).toBe('/demo/chakra');
  });

  it('carries the other settings through in their order', () => {
    expect(demoAddressFor('#showNotToggle=true&style=antd&independentCombinators=true')).toEqual({
      path: '/demo/antd',
      hash: '#showNotToggle=true&independentCombinators=true',
    });
  });

  it('keeps an unknown style in the hash, where the demo reports it', () => {
    expect(demoAddressFor('#style=prime&showNotToggle=true')).toEqual({
      path: '/demo',
      hash: '#style=prime&showNotToggle=true',
    });
  });
});
