import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The loading texts of SPEC §4, by the machine's `meta.loading` key. */
export const LOADING_TEXTS: Record<string, MessageDescriptor> = {
  sendingEmail: msg`Posielame e-mail…`,
  loadingPolicies: msg`Načítavame poistné zmluvy a adresy…`,
  loadingReasons: msg`Načítavame príčiny…`,
  verifying: msg`Overujeme…`,
  savingReport: msg`Ukladáme hlásenie poistnej udalosti…`,
  loadingReport: msg`Načítavame hlásenie poistnej udalosti…`,
};

/** Covers the screen while a call runs; announced politely, focus stays where it was. */
export function LoadingOverlay({ loading }: { loading: string | undefined }) {
  const { i18n } = useLingui();
  const text = loading ? LOADING_TEXTS[loading] : undefined;
  return (
    <div className={loading ? 'loading loading--active' : 'loading'} role="status" aria-live="polite">
      {loading && (
        <div className="loading__box">
          <span className="loading__spinner" aria-hidden="true" />
          <span>{text ? i18n._(text) : null}</span>
        </div>
      )}
    </div>
  );
}
