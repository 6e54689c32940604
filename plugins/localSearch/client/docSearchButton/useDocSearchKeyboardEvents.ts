import { useEffect, type RefObject } from 'react';

export interface UseDocSearchKeyboardEventsProps {
  readonly isOpen: boolean;
  readonly onOpen: () => void;
  readonly onClose: () => void;
  readonly onInput?: (event: KeyboardEvent) => void;
  readonly searchButtonRef?: RefObject<HTMLElement | null>;
}

/** Whether a key press belongs to a field the reader is typing in, where "/" must stay a character. */
export function isEditingTarget(target: EventTarget | null): boolean {
  const element = target as Partial<HTMLElement> | null;
  if (!element || typeof element !== 'object') return false;
  return element.isContentEditable === true || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName ?? '');
}

export type KeyboardAction = 'toggle' | 'input' | 'none';

/** What a key press does to the search modal: Ctrl/Cmd+K toggles it, "/" opens it, Escape closes it. */
export function keyboardAction(
  event: Pick<KeyboardEvent, 'key' | 'code' | 'metaKey' | 'ctrlKey' | 'target'>,
  isOpen: boolean,
  buttonHasFocus: boolean,
): KeyboardAction {
  const isModK = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
  const isEscape = event.code === 'Escape' && isOpen;
  const isSlash = event.key === '/' && !isOpen && !isEditingTarget(event.target);
  if (isModK || isEscape || isSlash) return 'toggle';
  // Typing a letter or digit on the focused button opens the modal with that character.
  if (buttonHasFocus && event.key?.length === 1 && /[a-z0-9]/i.test(event.key)) return 'input';
  return 'none';
}

let closeOpenModal: (() => void) | undefined;

/**
 * Closes the open search modal. The theme hands its close function to this hook only, and a results footer of
 * ours (../../theme/SearchBar) must close the modal as the theme's own footer does when its link is followed.
 */
export function closeSearchModal(): void {
  closeOpenModal?.();
}

let openRequested = false;

/**
 * Opens the modal as soon as the search bar has loaded: the reader clicked its button or pressed a shortcut
 * while only the server-rendered button was there (../../theme/SearchBar).
 */
export function requestSearchOpen(): void {
  openRequested = true;
}

/** The search modal's keyboard shortcuts, with the same contract as DocSearch 3's hook of this name. */
export function useDocSearchKeyboardEvents({
  isOpen,
  onOpen,
  onClose,
  onInput,
  searchButtonRef,
}: UseDocSearchKeyboardEventsProps): void {
  useEffect(() => {
    closeOpenModal = isOpen ? onClose : undefined;
  }, [isOpen, onClose]);
  useEffect(() => {
    if (!openRequested) return;
    openRequested = false;
    onOpen();
  }, [onOpen]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const buttonHasFocus = Boolean(searchButtonRef?.current) && searchButtonRef?.current === document.activeElement;
      const action = keyboardAction(event, isOpen, buttonHasFocus);
      if (action === 'toggle') {
        event.preventDefault();
        if (isOpen) onClose();
        // DocSearch marks the page while its modal is up; a second modal must not open over it.
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
      } else if (action === 'input') onInput?.(event);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
