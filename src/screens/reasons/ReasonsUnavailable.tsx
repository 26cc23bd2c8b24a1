import { useLingui } from '@lingui/react/macro';
import { Notice } from '../../components/Notice.tsx';
import '../shared/screens.css';

/**
 * The reasons could not be loaded (the machine's `lookup` error): say so and offer to try again
 * (`RETRY` loads them once more). Without `onRetry` (a screen that cannot load them itself) it
 * tells the reporter to go back a step instead.
 */
export function ReasonsUnavailable({ busy, onRetry }: { busy: boolean; onRetry?: () => void }) {
  const { t } = useLingui();
  return (
    <Notice tone="warning" title={t`Príčiny udalosti sa nepodarilo načítať`} announce>
      {onRetry ? (
        <>
          <p>{t`Zoznam príčin udalosti sa nám nepodarilo načítať. Skontrolujte pripojenie na internet a skúste to znova.`}</p>
          <button type="button" className="button screen-retry" disabled={busy} onClick={onRetry}>
            {t`Skúsiť znova`}
          </button>
        </>
      ) : (
        <p>{t`Zoznam príčin udalosti nemáme k dispozícii. Vráťte sa, prosím, o krok späť a vyberte druh udalosti ešte raz.`}</p>
      )}
    </Notice>
  );
}
