/**
 * What the date and time pickers share as small modal dialogs opened by a button beside their
 * input (WAI-ARIA dialog pattern): Escape closes and returns focus to the button, Tab stays inside,
 * and a click anywhere outside closes, leaving focus where the user clicked.
 */
import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import { inDocumentOrder } from './focus-field.ts';

/** The dialog's close: `returnFocus` is false when the user clicked elsewhere (focus goes there). */
export type ClosePopup = (returnFocus: boolean) => void;

const TAB_STOPS = 'button:not(:disabled), select:not(:disabled), [tabindex="0"]';

/** Closes the dialog on a pointer press outside it; a press on its toggle button is the toggle's. */
export function useCloseOnOutsidePress(dialog: RefObject<HTMLElement | null>, onClose: ClosePopup, toggle?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node) || dialog.current?.contains(target) || toggle?.current?.contains(target)) return;
      onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [dialog, onClose, toggle]);
}

/** The dialog's keys: Escape closes it, Tab and Shift+Tab cycle through its controls. */
export function popupKeyDown(event: KeyboardEvent, dialog: HTMLElement | null, onClose: ClosePopup) {
  if (event.key === 'Escape') {
    event.preventDefault();
    event.stopPropagation();
    onClose(true);
    return;
  }
  if (event.key !== 'Tab' || !dialog) return;
  const stops = inDocumentOrder(dialog.querySelectorAll<HTMLElement>(TAB_STOPS));
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}
