import { useEffect } from 'react';

/** The document's title (what a tab, a bookmark and a screen reader's list of windows say), once there is one. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
