import type { Page } from './browser.ts';

/**
 * What the page keeps in IndexedDB of answers not acknowledged yet (src/app/unsent-answers-storage.ts),
 * as JSON: `{ [reportId]: { since, screens } }`; '{}' when it keeps nothing.
 */
export function keptUnsentAnswers(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('motor-unsent-answers');
        // A page that never kept anything has no store yet: nothing is kept.
        open.onupgradeneeded = () => open.result.createObjectStore('reports');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('reports').objectStore('reports');
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () => {
            const kept = Object.fromEntries(keys.result.map((key, index) => [String(key), values.result[index]]));
            open.result.close();
            resolve(JSON.stringify(kept));
          };
        };
      }),
  );
}
