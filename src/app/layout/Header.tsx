import { useLingui } from '@lingui/react/macro';
import type { Locale } from '../i18n.ts';

/** Logo, language switch and Exit (SPEC "Header and quitting"); hidden in portals. */
export function Header({ locale, onLocale, onExit }: { locale: Locale; onLocale(locale: Locale): void; onExit(): void }) {
  const { t } = useLingui();
  const other: Locale = locale === 'sk' ? 'en' : 'sk';
  return (
    <header className="header">
      <span className="header__brand">{t`Nahlásenie poistnej udalosti`}</span>
      <div className="header__actions">
        <button type="button" className="button button--link" lang={other} onClick={() => onLocale(other)}>
          {other === 'en' ? 'English' : 'Slovensky'}
        </button>
        <button type="button" className="button button--secondary" onClick={onExit}>
          {t`Ukončiť`}
        </button>
      </div>
    </header>
  );
}
