import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, record, redo, startUndoStack, undo, undoKey } from './undoStack';

const keys = { ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };

describe('the demo undo stack', () => {
  it('undoes and redoes in order', () => {
    let h = startUndoStack(1);
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
    const h = record(undo(record(record(startUndoStack('a'), 'b'), 'c')), 'd');
    expect(h).toEqual({ past: ['a', 'b'], present: 'd', future: [] });
  });

  it('ignores a change to the same value', () => {
    const h = startUndoStack({ x: 1 });
    expect(record(h, h.present)).toBe(h);
  });

  it('keeps at most `limit` steps back, dropping the oldest', () => {
    let h = startUndoStack(0);
    for (let i = 1; i <= 250; i++) h = record(h, i, 100);
    expect(h.past).toHaveLength(100);
    expect(h.past[0]).toBe(150);
    for (let i = 0; i < 100; i++) h = undo(h);
    expect(h.present).toBe(150);
    expect(canUndo(h)).toBe(false);
  });

  it('maps Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z (and Ctrl+Y) to undo and redo', () => {
    expect(undoKey({ ...keys, key: 'z', ctrlKey: true })).toBe('undo');
    expect(undoKey({ ...keys, key: 'z', metaKey: true })).toBe('undo');
    expect(undoKey({ ...keys, key: 'Z', ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(undoKey({ ...keys, key: 'z', metaKey: true, shiftKey: true })).toBe('redo');
    expect(undoKey({ ...keys, key: 'y', ctrlKey: true })).toBe('redo');
    expect(undoKey({ ...keys, key: 'z' })).toBeUndefined();
    expect(undoKey({ ...keys, key: 'z', ctrlKey: true, altKey: true })).toBeUndefined();
    expect(undoKey({ ...keys, key: 'x', ctrlKey: true })).toBeUndefined();
  });
});
