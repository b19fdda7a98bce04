/**
 * The search shortcuts of DocSearch 3.9's `useDocSearchKeyboardEvents`, kept in our code for the
 * same reason as `SearchButton`: Ctrl/Cmd+K toggles the modal, `/` opens it unless the visitor is
 * typing in a field, Escape closes it, and a letter or digit typed on the focused button opens it
 * with that character as the query.
 */
import {useEffect, type RefObject} from 'react';

interface SearchShortcuts {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput: (event: KeyboardEvent) => void;
  searchButtonRef: RefObject<HTMLButtonElement | null>;
}

function isEditingContent(event: KeyboardEvent): boolean {
  const element = event.target as HTMLElement;
  return element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName);
}

function isSearchToggle(event: KeyboardEvent, isOpen: boolean): boolean {
  return (
    (event.code === 'Escape' && isOpen) ||
    // Chrome's autofill sends keydown events without a key.
    ((event.key as string | undefined)?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) ||
    (!isEditingContent(event) && event.key === '/' && !isOpen)
  );
}

export function useSearchShortcuts({isOpen, onOpen, onClose, onInput, searchButtonRef}: SearchShortcuts): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (isSearchToggle(event, isOpen)) {
        event.preventDefault();
        if (isOpen) onClose();
        // Another DocSearch instance may already hold the page.
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (searchButtonRef.current === document.activeElement && /^[a-zA-Z0-9]$/.test(event.key)) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
