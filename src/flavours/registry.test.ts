import { describe, expect, it } from 'vitest';
import { flavourIds, flavours, installCommand, isFlavourId } from './registry';

describe('flavour registry', () => {
  it('lists the eight flavours the site demos, each keyed by its own id', () => {
    expect([...flavourIds].sort()).toEqual([
      'antd',
      'bootstrap',
      'bulma',
      'chakra',
      'fluent',
      'mantine',
      'material',
      'tremor',
    ]);
    for (const id of flavourIds) expect(flavours[id].id).toBe(id);
  });

  it('recognises flavour ids and nothing else', () => {
    expect(isFlavourId('mantine')).toBe(true);
    expect(isFlavourId('Mantine')).toBe(false);
    expect(isFlavourId('prime')).toBe(false);
  });

  it('builds an install command with the flavour package and its peers', () => {
    expect(installCommand('bootstrap')).toBe(
      'npm i react-querybuilder @react-querybuilder/bootstrap bootstrap bootstrap-icons',
    );
  });
});
