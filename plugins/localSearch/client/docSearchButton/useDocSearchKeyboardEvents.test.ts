import { describe, expect, it } from 'vitest';
import { isEditingTarget, keyboardAction } from './useDocSearchKeyboardEvents';

const press = (key: string, extra: Partial<KeyboardEvent> = {}) =>
  ({
    key,
    code: key === 'Escape' ? 'Escape' : `Key${key.toUpperCase()}`,
    metaKey: false,
    ctrlKey: false,
    target: null,
    ...extra,
  }) as KeyboardEvent;

describe('keyboardAction', () => {
  it('toggles on Ctrl+K and Cmd+K whether the modal is open or not', () => {
    expect(keyboardAction(press('k', { ctrlKey: true }), false, false)).toBe('toggle');
    expect(keyboardAction(press('K', { metaKey: true }), true, false)).toBe('toggle');
    expect(keyboardAction(press('k'), false, false)).toBe('none');
  });

  it('opens on "/" unless the reader is typing in a field, and closes on Escape only when open', () => {
    expect(keyboardAction(press('/'), false, false)).toBe('toggle');
    expect(keyboardAction(press('/', { target: { tagName: 'INPUT' } as unknown as EventTarget }), false, false)).toBe(
      'none',
    );
    expect(keyboardAction(press('/'), true, false)).toBe('none');
    expect(keyboardAction(press('Escape'), true, false)).toBe('toggle');
    expect(keyboardAction(press('Escape'), false, false)).toBe('none');
  });

  it('hands letters and digits typed on the focused button to the modal', () => {
    expect(keyboardAction(press('q'), false, true)).toBe('input');
    expect(keyboardAction(press('7'), false, true)).toBe('input');
    expect(keyboardAction(press('q'), false, false)).toBe('none');
    expect(keyboardAction(press('Tab'), false, true)).toBe('none');
  });
});

describe('isEditingTarget', () => {
  it('recognises form fields and editable content', () => {
    for (const tagName of ['INPUT', 'SELECT', 'TEXTAREA'])
      expect(isEditingTarget({ tagName } as unknown as EventTarget)).toBe(true);
    expect(isEditingTarget({ tagName: 'DIV', isContentEditable: true } as unknown as EventTarget)).toBe(true);
    expect(isEditingTarget({ tagName: 'BUTTON', isContentEditable: false } as unknown as EventTarget)).toBe(false);
    expect(isEditingTarget(null)).toBe(false);
  });
});
