/**
 * A bounded undo/redo stack of immutable snapshots (react-querybuilder 7.7.1 has none). Pure
 * functions over a plain value, so the demo's hook stays a thin `useState` around them.
 */
export interface UndoStack<T> {
  /** Oldest first; at most `limit` entries. */
  readonly past: readonly T[];
  readonly present: T;
  /** Next redo first. */
  readonly future: readonly T[];
}

/** How many steps back the demo keeps: plenty for a session, small enough to never matter for memory. */
export const defaultUndoLimit = 100;

export const startUndoStack = <T>(present: T): UndoStack<T> => ({ past: [], present, future: [] });

/** Makes `next` the present; the old present becomes undoable and any redo steps are dropped. */
export function record<T>(stack: UndoStack<T>, next: T, limit = defaultUndoLimit): UndoStack<T> {
  if (Object.is(next, stack.present)) return stack;
  const past = [...stack.past, stack.present];
  return { past: past.length > limit ? past.slice(past.length - limit) : past, present: next, future: [] };
}

export const canUndo = <T>(stack: UndoStack<T>): boolean => stack.past.length > 0;
export const canRedo = <T>(stack: UndoStack<T>): boolean => stack.future.length > 0;

export function undo<T>(stack: UndoStack<T>): UndoStack<T> {
  if (!canUndo(stack)) return stack;
  const previous = stack.past[stack.past.length - 1] as T;
  return { past: stack.past.slice(0, -1), present: previous, future: [stack.present, ...stack.future] };
}

export function redo<T>(stack: UndoStack<T>): UndoStack<T> {
  if (!canRedo(stack)) return stack;
  const [next, ...future] = stack.future as [T, ...T[]];
  return { past: [...stack.past, stack.present], present: next, future };
}

/** Which step a key press asks for, if any: Ctrl/Cmd+Z undoes, with Shift (or Ctrl+Y) redoes. */
export function undoKey(event: {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}): 'undo' | 'redo' | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return undefined;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return undefined;
}

/**
 * Whether a key press belongs to a text field, whose own undo the browser handles: text-like inputs,
 * textareas, selects' type-ahead and anything contenteditable.
 */
export function isTextEntry(target: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false;
  if (target.closest('[contenteditable]:not([contenteditable="false"])')) return true;
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(target.type);
  }
  return false;
}
