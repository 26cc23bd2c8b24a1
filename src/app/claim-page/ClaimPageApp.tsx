import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { activateLocale, i18n, type Locale } from '../i18n.ts';
import { PUBLIC_SITE_URL } from '../insurer.ts';
import { StandaloneFooter } from '../layout/StandaloneFooter.tsx';
import { Header } from '../layout/Header.tsx';
import { ClaimPage } from './ClaimPage.tsx';
import { loadClaimPage, type ClaimPageLoad } from './claim-page-api.ts';
import { NewLinkRequest } from './NewLinkRequest.tsx';
import '../../screens/confirm/confirm.css';
import './claim-page.css';

/** What the page shows while there is nothing else to show, by what loading came to. */
function Unavailable({ load, onRetry }: { load: Exclude<ClaimPageLoad, { kind: 'shown' }> | null; onRetry(): void }) {
  const { t } = useLingui();
  if (!load) return <p role="status">{t`Načítava sa stránka poistnej udalosti…`}</p>;
  switch (load.kind) {
    case 'unknown':
      return (
        <p>{t`Tento odkaz na stránku poistnej udalosti nie je platný. Skontrolujte, prosím, či ste ho z e-mailu skopírovali celý.`}</p>
      );
    case 'replaced':
      return <p>{t`Tento odkaz na stránku poistnej udalosti už neplatí: nahradil ho novší, ktorý sme vám poslali e-mailom.`}</p>;
    case 'failed':
      return (
        <>
          <p role="alert">{t`Stránku poistnej udalosti sa nepodarilo načítať.`}</p>
          <button type="button" className="button" onClick={onRetry}>
            {t`Skúsiť znova`}
          </button>
        </>
      );
  }
}

function ClaimPageFrame({ token, locale, onLocale }: { token: string; locale: Locale; onLocale(locale: Locale, chosen: boolean): void }) {
  const { t } = useLingui();
  const [load, setLoad] = useState<ClaimPageLoad | null>(null);
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  // A document added: the page as it stands now, in place (no loading state in between).
  const refresh = useCallback(() => {
    void loadClaimPage(token).then(
      (result) => result.kind === 'shown' && setLoad(result),
      () => undefined,
    );
  }, [token]);

  useEffect(() => {
    const controller = new AbortController();
    setLoad(null);
    loadClaimPage(token, controller.signal).then(
      (result) => {
        // The page opens in the reporter's language; the switch in the header changes it.
        if (result.kind === 'shown') onLocale(result.page.locale, false);
        setLoad(result);
      },
      () => undefined,
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once per token and retry; the language follows the first answer only
  }, [token, attempt]);

  const title = t`Vaša poistná udalosť`;
  useEffect(() => {
    document.title = `${title} – ${t`Nahlásenie poistnej udalosti`}`;
  }, [title, t]);
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t`Preskočiť na obsah`}
      </a>
      <Header locale={locale} onLocale={(next) => onLocale(next, true)} onExit={() => window.location.assign(PUBLIC_SITE_URL)} />
      <div className="layout">
        <main className="page" id="main">
          <h1 ref={heading} tabIndex={-1}>
            {title}
          </h1>
          {load?.kind === 'shown' ? (
            <ClaimPage page={load.page} token={token} onDocumentSent={refresh} />
          ) : (
            <Unavailable load={load} onRetry={() => setAttempt((n) => n + 1)} />
          )}
          {(load?.kind === 'shown' || load?.kind === 'replaced') && <NewLinkRequest token={token} replaced={load.kind === 'replaced'} />}
        </main>
      </div>
      <StandaloneFooter />
    </div>
  );
}

/** The claim's own page as an app of its own: it has nothing to do with the journey's statechart. */
export function ClaimPageApp({ token, locale: initialLocale }: { token: string; locale: Locale }) {
  const [locale, setLocale] = useState(initialLocale);
  const chosen = useRef(false);
  const switchLocale = useCallback((next: Locale, byVisitor: boolean) => {
    // The reporter's language is the start; once the visitor has switched, the switch wins.
    if (!byVisitor && chosen.current) return;
    if (byVisitor) chosen.current = true;
    void activateLocale(next, { whole: true }).then(() => setLocale(next));
  }, []);
  return (
    <I18nProvider i18n={i18n}>
      <ClaimPageFrame token={token} locale={locale} onLocale={switchLocale} />
    </I18nProvider>
  );
}
