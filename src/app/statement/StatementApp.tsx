import { I18nProvider } from '@lingui/react';
import type { InspectionEvent, Observer } from 'xstate';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { JOIN_CODE_PATTERN, statementPageOf, statementPath, type StatementPage } from '../../domain/accident-statement.ts';
import { activateLocale, i18n, type Locale } from '../i18n.ts';
import { PUBLIC_SITE_URL } from '../insurer.ts';
import { StandaloneFooter } from '../layout/StandaloneFooter.tsx';
import { Header } from '../layout/Header.tsx';
import { joinStatement, startStatement, type JoinResult } from './statement-api.ts';
import { keepStatement, keptStatementOfCode } from './statement-storage.ts';
import { StatementView } from './StatementView.tsx';
import './statement.css';

const addressOf = (page: StatementPage) => `/motor${page.kind === 'statement' ? statementPath(page.statementId) : '/statement'}`;

const go = (page: StatementPage, onPage: (page: StatementPage) => void) => {
  window.history.pushState(null, '', addressOf(page));
  onPage(page);
};

/**
 * The page to show for `page`: a join link of a statement this phone already belongs to (driver B
 * reloading it or opening it again, or driver A opening their own) is that statement, in place of
 * the link in the history; on any other phone the link still asks to join, and the server refuses
 * a code used once.
 */
function reopened(page: StatementPage): StatementPage {
  if (page.kind !== 'join') return page;
  const statementId = keptStatementOfCode(page.code);
  if (!statementId) return page;
  const statement: StatementPage = { kind: 'statement', statementId };
  window.history.replaceState(null, '', addressOf(statement));
  return statement;
}

function Start({ onPage }: { onPage(page: StatementPage): void }) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <p>{t`Spoločná správa o nehode nahrádza papierový formulár „Správa o nehode“. Každý vodič ju vypĺňa vo svojom telefóne: vy stĺpec vozidla A, druhý vodič stĺpec vozidla B. Keď ju obaja podpíšete, uzavrie sa a už sa nedá meniť.`}</p>
      {failed && <p role="alert">{t`Správu sa nepodarilo začať. Skontrolujte pripojenie na internet a skúste to znova.`}</p>}
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void startStatement()
            .catch(() => null)
            .then((started) => {
              setBusy(false);
              if (!started) return setFailed(true);
              keepStatement(started.statementId, { token: started.token, joinCode: started.joinCode, joinLink: started.joinLink });
              go({ kind: 'statement', statementId: started.statementId }, onPage);
            });
        }}
      >
        {t`Začať správu o nehode`}
      </button>
    </>
  );
}

function Join({ code: linkCode, onPage }: { code: string; onPage(page: StatementPage): void }) {
  const { t } = useLingui();
  const [code, setCode] = useState(linkCode);
  const [result, setResult] = useState<JoinResult | null>(null);
  const refusal: Record<Exclude<JoinResult['kind'], 'joined'>, string> = {
    used: t`K tejto správe sa už pripojil iný vodič. Kód platí pre jedného vodiča.`,
    expired: t`Platnosť kódu uplynula. Požiadajte druhého vodiča, aby začal novú správu.`,
    unknown: t`Správu s týmto kódom sme nenašli. Skontrolujte kód.`,
    failed: t`Pripojiť sa nepodarilo. Skontrolujte pripojenie na internet a skúste to znova.`,
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const typed = code.trim().toUpperCase();
        const mine = keptStatementOfCode(typed);
        if (mine) return go({ kind: 'statement', statementId: mine }, onPage);
        void joinStatement(typed).then((joined) => {
          setResult(joined);
          if (joined.kind !== 'joined') return;
          keepStatement(joined.statementId, { token: joined.token, joinedWith: typed });
          go({ kind: 'statement', statementId: joined.statementId }, onPage);
        });
      }}
    >
      <p>{t`Druhý vodič vás pozval vyplniť spolu správu o nehode. Vy vypĺňate stĺpec vozidla B.`}</p>
      {result && result.kind !== 'joined' && <p role="alert">{refusal[result.kind]}</p>}
      <div className="field">
        <label className="field-label" htmlFor="statement-join-code">
          {t`Kód správy`}
        </label>
        <input
          id="statement-join-code"
          className="field-input field-input--short"
          autoComplete="off"
          autoCapitalize="characters"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
      </div>
      <button type="submit" className="button" disabled={!JOIN_CODE_PATTERN.test(code.trim().toUpperCase())}>
        {t`Pripojiť sa k správe`}
      </button>
    </form>
  );
}

type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void) | undefined;

function StatementFrame({
  initialPage,
  locale,
  onLocale,
  inspect,
}: {
  initialPage: StatementPage;
  locale: Locale;
  onLocale(locale: Locale): void;
  inspect: Inspect;
}) {
  const { t } = useLingui();
  const [page, setPage] = useState(() => reopened(initialPage));
  const heading = useRef<HTMLHeadingElement>(null);
  // The browser's back and forward between the statement's pages (a join link among them).
  useEffect(() => {
    const onPop = () => {
      const next = statementPageOf(window.location.pathname);
      if (next) setPage(reopened(next));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const title = page.kind === 'join' ? t`Pripojiť sa k správe o nehode` : t`Správa o nehode`;
  useEffect(() => {
    document.title = `${title} – ${t`Nahlásenie poistnej udalosti`}`;
  }, [title, t]);
  useEffect(() => heading.current?.focus(), [page.kind]);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t`Preskočiť na obsah`}
      </a>
      <Header locale={locale} onLocale={onLocale} onExit={() => window.location.assign(PUBLIC_SITE_URL)} />
      <div className="layout">
        <main className="page statement-page" id="main">
          <h1 ref={heading} tabIndex={-1}>
            {title}
          </h1>
          {page.kind === 'start' && <Start onPage={setPage} />}
          {page.kind === 'join' && <Join code={page.code} onPage={setPage} />}
          {page.kind === 'statement' && <StatementView key={page.statementId} statementId={page.statementId} inspect={inspect} />}
        </main>
      </div>
      <StandaloneFooter />
    </div>
  );
}

/** The joint accident statement as an app of its own: it has nothing to do with the claim journey's statechart. */
export function StatementApp({ page, locale: initialLocale, inspect }: { page: StatementPage; locale: Locale; inspect?: Inspect }) {
  const [locale, setLocale] = useState(initialLocale);
  return (
    <I18nProvider i18n={i18n}>
      <StatementFrame
        initialPage={page}
        inspect={inspect}
        locale={locale}
        onLocale={(next) => void activateLocale(next, { whole: true }).then(() => setLocale(next))}
      />
    </I18nProvider>
  );
}
