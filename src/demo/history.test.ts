import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, historyKey, record, redo, startHistory, undo } from './history';

const keys = { ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };

describe('demo history', () => {
  it('undoes and redoes in order', () => {
    let h = startHistory(1);
    h = record(record(h, 2), 3);
    expect(canUndo(h)).toBe(true);
    expect(canRedo(h)).toBe(false);
    h = undo(h);
    expect(h.present).toBe(2);
    h = undo(h);
    expect(h.present).toBe(1);
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe(2);
    h = redo(h);
    expect(h.present).toBe(3);
    expect(redo(h)).toBe(h);
  });

  it('drops the redo steps when a new change is recorded', () => {
    const h = record(undo(record(record(startHistory('a'), 'b'), 'c')), 'd');
    expect(h).toEqual({ past: ['a', 'b'], present: 'd', future: [] });
  });

  it('ignores a change to the same value', () => {
    const h = startHistory({ x: 1 });
    expect(record(h, h.present)).toBe(h);
  });

  it('keeps at most `limit` steps back, dropping the oldest', () => {
    let h = startHistory(0);
    for (let i = 1; i <= 250; i++) h = record(h, i, 100);
    expect(h.past).toHaveLength(100);
    expect(h.past[0]).toBe(150);
    for (let i = 0; i < 100; i++) h = undo(h);
    expect(h.present).toBe(150);
    expect(canUndo(h)).toBe(false);
  });

  it('maps Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z (and Ctrl+Y) to undo and redo', () => {
    expect(historyKey({ ...keys, key: 'z', ctrlKey: true })).toBe('undo');
    expect(historyKey({ ...keys, key: 'z', metaKey: true })).toBe('undo');
    expect(historyKey({ ...keys, key: 'Z', ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(historyKey({ ...keys, key: 'z', metaKey: true, shiftKey: true })).toBe('redo');
    expect(historyKey({ ...keys, key: 'y', ctrlKey: true })).toBe('redo');
    expect(historyKey({ ...keys, key: 'z' })).toBeUndefined();
    expect(historyKey({ ...keys, key: 'z', ctrlKey: true, altKey: true })).toBeUndefined();
    expect(historyKey({ ...keys, key: 'x', ctrlKey: true })).toBeUndefined();
  });
});
