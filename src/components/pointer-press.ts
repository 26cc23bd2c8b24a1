import { useSyncExternalStore } from 'react';

/**
 * Whether a mouse button or finger is down right now. A field shows its error when it loses
 * focus, and the press that moves focus elsewhere is that moment: an error appearing (or going)
 * above the pressed control would move it before the button is released, and the click would land
 * on something else, or nowhere. Fields hold their messages still until the press is over.
 */
let pressed = false;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void) {
  if (listeners.size === 0 && typeof document !== 'undefined') {
    document.addEventListener('pointerdown', onDown, true);
    document.addEventListener('pointerup', onUp, true);
    document.addEventListener('pointercancel', onUp, true);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof document !== 'undefined') {
      document.removeEventListener('pointerdown', onDown, true);
      document.removeEventListener('pointerup', onUp, true);
      document.removeEventListener('pointercancel', onUp, true);
    }
  };
}

function onDown() {
  pressed = true;
  notify();
}

function onUp() {
  // The click follows pointerup in the same task; release after it, so it reaches its target.
  setTimeout(() => {
    pressed = false;
    notify();
  }, 0);
}

export function usePointerPressed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pressed,
    () => false,
  );
}
