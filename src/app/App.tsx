import { I18nProvider } from '@lingui/react';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { ClaimReport } from './ClaimReportContext.ts';
import { readDrafts } from './drafts.ts';
import { activateLocale, i18n, initialLocale, type Locale } from './i18n.ts';
import { Shell } from './Shell.tsx';
import { ExposeActorForTests } from './expose-actor.tsx';
import './styles.css';

// Read once, before the router rewrites the URL to the first screen's route.
const entry = { search: window.location.search, drafts: readDrafts() };

// `npm run inspect` only: the live machine in the Stately inspector. Absent from the build.
const inspect =
  import.meta.env.VITE_INSPECT === 'true'
    ? (await import('@statelyai/inspect')).createBrowserInspector().inspect
    : undefined;

export function App() {
  // The language shown; it changes only once its catalog is loaded, so no screen is half-translated.
  const [locale, setLocale] = useState<Locale | null>(null);
  useEffect(() => {
    const first = initialLocale();
    activateLocale(first).then(() => setLocale(first));
  }, []);
  const switchLocale = (next: Locale) => activateLocale(next, { whole: true }).then(() => setLocale(next));

  if (!locale) return null;
  return (
    <I18nProvider i18n={i18n}>
      <BrowserRouter basename="/motor">
        <ClaimReport.Provider options={{ input: entry, ...(inspect ? { inspect } : {}) }}>
          {import.meta.env.VITE_EXPOSE_ACTOR === 'true' && <ExposeActorForTests />}
          <Shell locale={locale} onLocale={switchLocale} />
        </ClaimReport.Provider>
      </BrowserRouter>
    </I18nProvider>
  );
}
