import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useEffect, useState } from 'react';

/** The loading texts of SPEC §4, by the machine's `meta.loading` key. */
export const LOADING_TEXTS: Record<string, MessageDescriptor> = {
  sendingEmail: msg`Posielame e-mail…`,
  loadingPolicies: msg`Načítavame poistné zmluvy a adresy…`,
  loadingReasons: msg`Načítavame príčiny…`,
  verifying: msg`Overujeme…`,
  savingReport: msg`Ukladáme hlásenie poistnej udalosti…`,
  loadingReport: msg`Načítavame hlásenie poistnej udalosti…`,
};

/**
 * How long a call runs before its loading text shows. A Continue's calls usually answer well within
 * it: the text and its veil flashed for a moment, and painting them took the CPU the answer needed
 * (the bench's first Continue, median of 12 journeys: 119 ms shown at once, 77 ms with the wait).
 */
export const LOADING_SHOWN_AFTER_MS = 300;

/**
 * Covers the screen while a call runs, at once (a tap cannot reach the form under it), but clear:
 * the veil and the text (announced politely; focus stays where it was) come only if the call is
 * still running after LOADING_SHOWN_AFTER_MS.
 */
export function LoadingOverlay({ loading }: { loading: string | undefined }) {
  const { i18n } = useLingui();
  const active = loading !== undefined;
  // One wait per run of calls: a Continue's verification, then its update, show one veil.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setShown(true), LOADING_SHOWN_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [active]);
  const visible = active && shown;
  const text = loading ? LOADING_TEXTS[loading] : undefined;
  return (
    <div
      className={['loading', active && 'loading--active', visible && 'loading--shown'].filter(Boolean).join(' ')}
      role="status"
      aria-live="polite"
    >
      {visible && (
        <div className="loading__box">
          <span className="loading__spinner" aria-hidden="true" />
          <span>{text ? i18n._(text) : null}</span>
        </div>
      )}
    </div>
  );
}
