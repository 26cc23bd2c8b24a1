import { useEffect, useRef } from 'react';

/**
 * A message that appears because something the person did failed (a Continue's call, the save):
 * when it appears it is scrolled into view and takes focus, so a screen reader reads it and a
 * person who pressed the button at the bottom of a long form on a phone sees it, instead of a
 * message far above the button. The element needs `tabIndex={-1}`.
 */
export function useRevealOnAppear<E extends HTMLElement>(block: ScrollLogicalPosition = 'center') {
  const element = useRef<E>(null);
  useEffect(() => {
    const current = element.current;
    if (!current) return;
    // jsdom (the component tests) has no scrollIntoView.
    if (typeof current.scrollIntoView === 'function') current.scrollIntoView({ block });
    current.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the message appears, not again
  }, []);
  return element;
}
