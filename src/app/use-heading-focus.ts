import { useEffect, useRef, type RefObject } from 'react';

/**
 * A heading that takes focus when its page arrives, so a screen reader announces where the person
 * is (DESIGN.md §7): on mount, and again whenever `arrival` changes. Only then: texts changing (the
 * whole catalog arriving, a switch of language) leave focus where the person has it.
 */
export function useHeadingFocus(arrival = ''): RefObject<HTMLHeadingElement | null> {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [arrival]);
  return heading;
}
