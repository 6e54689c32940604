import { describe, expect, it } from 'vitest';
import { isTextRange, rangeEndLabel } from './rangeEnds';

describe('isTextRange', () => {
  it('holds for text editors of between and not between', () => {
    expect(isTextRange({ operator: 'between', type: 'text' })).toBe(true);
    expect(isTextRange({ operator: 'notBetween', type: undefined })).toBe(true);
  });

  it('leaves other operators and editor types to the flavour', () => {
    expect(isTextRange({ operator: '=', type: 'text' })).toBe(false);
    expect(isTextRange({ operator: 'in', type: 'text' })).toBe(false);
    expect(isTextRange({ operator: 'between', type: 'select' })).toBe(false);
  });
});

describe('rangeEndLabel', () => {
  it("names each end after the field's label", () => {
    const props = { field: 'orders', fieldData: { name: 'orders', value: 'orders', label: 'Orders placed' } };
    expect(rangeEndLabel(props, 'from')).toBe('Orders placed, from');
    expect(rangeEndLabel(props, 'to')).toBe('Orders placed, to');
  });

  it("falls back to the field's name without a label", () => {
    const props = { field: 'orders', fieldData: { name: 'orders', value: 'orders', label: '' } };
    expect(rangeEndLabel(props, 'to')).toBe('orders, to');
  });
});
