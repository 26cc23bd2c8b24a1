import { I18nProvider } from '@lingui/react';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { ClaimReport, type ClaimReportActor } from './ClaimReportContext.ts';
import { activateLocale, i18n, type Locale } from './i18n.ts';
import { Shell } from './Shell.tsx';
import { ExposeActorForTests } from './expose-actor.tsx';
import './styles.css';

/**
 * The app around the running journey (src/main.tsx starts it, and activates the visitor's
 * language, before the first render).
 */
export function App({ actor, locale: initialLocale }: { actor: ClaimReportActor; locale: Locale }) {
  // The language shown; it changes only once its catalog is loaded, so no screen is half-translated.
  const [locale, setLocale] = useState(initialLocale);
  const switchLocale = (next: Locale) => activateLocale(next, { whole: true }).then(() => setLocale(next));

  return (
    <I18nProvider i18n={i18n}>
      <BrowserRouter basename="/motor">
        <ClaimReport.Provider actor={actor}>
          {import.meta.env.VITE_EXPOSE_ACTOR === 'true' && <ExposeActorForTests />}
          <Shell locale={locale} onLocale={switchLocale} />
        </ClaimReport.Provider>
      </BrowserRouter>
    </I18nProvider>
  );
}
