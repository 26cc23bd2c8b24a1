import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { portalSessionOf } from '../../machines/context.ts';
import { screenOfRoute } from '../../machines/screens.ts';
import { screensAfter } from '../../machines/next-screens.ts';
import { ClaimReport } from './ClaimReportContext.ts';
import { writeDrafts, writePortalSession, writeTabReport } from './drafts.ts';
import { forgetUnsentAnswers } from './unsent-answers-storage.ts';
import type { Locale } from './i18n.ts';
import { Footer } from './layout/Footer.tsx';
import { Header } from './layout/Header.tsx';
import { LoadingOverlay } from './layout/LoadingOverlay.tsx';
import { Sidebar } from './layout/Sidebar.tsx';
import { sameView, shellView } from './machine-view.ts';
import { loadTitles, prefetchScreens, screenComponent, screenHeading } from './screens.tsx';
import { useScreenProps } from './use-screen-props.ts';
import {
  LazyAccessibilityStatement,
  LazyExitDialog,
  LazyNotFound,
  LazyOperatorRefused,
  LazyPrivacyNotice,
  prefetchShellParts,
} from './shell-parts.ts';
import { isStatementPath, PRIVACY_ROUTE } from '../domain/statement-route.ts';
import { useTellPortalLoaded } from './portal-loaded.ts';
import { FIRST_SCREEN } from './first-screen.ts';
import { warmUpFormatters } from './warm-formatters.ts';
import { api } from './api.ts';
import { PUBLIC_SITE_URL } from './insurer.ts';
import type { PortalSession } from '../../machines/claimReport.machine.ts';

/**
 * The frame around every screen. The machine decides the screen; the URL follows it, and the
 * browser's back/forward or a typed URL are sent to the machine, which may refuse (DESIGN.md §4).
 */
export function Shell({ locale, onLocale }: { locale: Locale; onLocale(locale: Locale): void }) {
  const { i18n, t } = useLingui();
  const actor = ClaimReport.useActorRef();
  const view = ClaimReport.useSelector(shellView, sameView);
  const screenProps = useScreenProps();
  const context = ClaimReport.useSelector((snapshot) => snapshot.context.context);
  const portal = context !== 'WEB';
  const drafts = ClaimReport.useSelector((snapshot) => snapshot.context.drafts);
  const quit = ClaimReport.useSelector((snapshot) => snapshot.status === 'done');
  const reportId = ClaimReport.useSelector((snapshot) => snapshot.context.reportId);
  // A Back button only where the machine takes BACK: a screen before this one, or /summary for a
  // screen opened by its "Zmeniť" (D24; the first screen too).
  const canGoBack = ClaimReport.useSelector((snapshot) => snapshot.can({ type: 'BACK' }));
  const location = useLocation();
  const navigate = useNavigate();
  const route = view.screen?.route;
  const pathScreen = screenOfRoute(location.pathname);
  // The accessibility statement and the privacy notice lie outside the journey: shown over it, the machine untouched.
  const statement = isStatementPath(location.pathname);
  const unknownPath = route !== undefined && location.pathname !== route && pathScreen === null && location.pathname !== '/' && !statement;

  // Machine -> URL: every screen change is a history entry, so the browser's back works.
  const firstRoute = useRef(true);
  useEffect(() => {
    if (!route || location.pathname === route || unknownPath || statement) return;
    navigate(route, { replace: firstRoute.current || location.pathname === '/' });
    firstRoute.current = false;
    // Only a new screen moves the URL; a changed URL is handled by the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new screen moves the URL; a changed URL is the next effect's
  }, [route]);

  // URL -> machine: back/forward or a typed route asks the machine to go there; a screen ahead
  // of the journey is refused, and the URL snaps back to the machine's screen.
  useEffect(() => {
    if (!route || location.pathname === route || !pathScreen) return;
    actor.send({ type: 'xstate.route', to: `#${pathScreen}` });
    const now = shellView(actor.getSnapshot()).screen?.route;
    if (now !== location.pathname && now) navigate(now, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a changed URL asks the machine; a new screen is the effect above's
  }, [location.pathname]);

  useTellPortalLoaded(api, portal ? context : null, route);

  // Drafts live in local storage as ids and dates only; the machine's list is the truth.
  useEffect(() => writeDrafts(drafts), [drafts]);
  // The tab's unsent answers (session storage), forgotten when the machine says so ("Forget drafts on this device").
  useEffect(() => actor.on('unsentAnswersForgotten', forgetUnsentAnswers).unsubscribe, [actor]);

  // D25: the tab's report and the screen shown, so that a reload resumes there. Not while booting
  // (the tab's report is being loaded) and not after quitting (the tab then has none in progress).
  useEffect(() => {
    if (quit) writeTabReport(null);
    else if (route && screenOfRoute(route)) writeTabReport(reportId ? { reportId, route } : null);
  }, [reportId, route, quit]);

  // D31: the portal entry and its token, so that a reload of the frame resumes the portal until
  // the token has started the report (from then on the tab's report resumes, above).
  const portalSession = ClaimReport.useSelector((snapshot) => portalSessionOf(snapshot.context), samePortalSession);
  useEffect(() => writePortalSession(quit ? null : portalSession), [portalSession, quit]);

  useEffect(() => {
    if (quit) window.location.assign(PUBLIC_SITE_URL);
  }, [quit]);

  // Focus the new screen's heading so a screen reader announces where the user is (DESIGN.md §7).
  const screenId = route ? screenOfRoute(route) : null;
  const heading = screenId
    ? screenHeading(screenId, {
        context: screenProps.context,
        scope: screenProps.scope,
        forcePayoutToAggrieved: screenProps.report.incident.forcePayoutToAggrieved,
        repairServiceChosen: !!screenProps.report.incident.carRepairService,
      })
    : undefined;
  const title = heading && i18n._(heading);
  // A screen other than the first is drawn, with its heading, once the headings' table has come
  // (usually fetched ahead, with the screen's chunk); until then the frame waits for both.
  const [, headingsArrived] = useReducer((count: number) => count + 1, 0);
  const headingMissing = heading === undefined;
  useEffect(() => {
    if (!screenId || !headingMissing) return;
    prefetchScreens([screenId]);
    loadTitles('titles').then(headingsArrived, () => undefined);
  }, [screenId, headingMissing]);
  // The chunks of the screens this one can lead to, fetched once the person starts using it (a
  // tap, a key); from the second screen on, the number formatting of the screens ahead, too.
  useEffect(() => {
    if (!screenId) return;
    const events = ['pointerdown', 'keydown', 'input'] as const;
    const start = () => {
      stop();
      prefetchScreens(screensAfter(actor.logic, screenId));
      prefetchShellParts();
      if (screenId !== FIRST_SCREEN) warmUpFormatters(i18n);
    };
    const stop = () => events.forEach((type) => document.removeEventListener(type, start, true));
    events.forEach((type) => document.addEventListener(type, start, true));
    return stop;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- set up once per screen; the machine's logic and i18n are the same for its life
  }, [screenId]);

  const headingElement = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The statements and the not-found page name themselves.
    if (title && !statement && !unknownPath) document.title = `${title} – ${t`Nahlásenie poistnej udalosti`}`;
  }, [title, t, statement, unknownPath]);
  // Focus moves to a new screen's heading (and back to it from the statement page) once it is
  // there, not when only the texts change: the whole catalog arriving while the person is on the
  // first screen, or a switch of language, must leave focus where the person has it.
  const titled = title !== undefined;
  useEffect(() => {
    headingElement.current?.focus();
  }, [screenId, statement, titled]);

  // The frame's parts the shell's pages share (a portal has no header).
  const skipLink = (
    <a className="skip-link" href="#main">
      {t`Preskočiť na obsah`}
    </a>
  );
  const header = !portal && <Header locale={locale} onLocale={onLocale} onExit={() => actor.send({ type: 'EXIT' })} />;

  const backToReport = () => (route ? navigate(route) : navigate('/'));
  if (statement) {
    return (
      <div className="app">
        {skipLink}
        {header}
        <Suspense fallback={null}>
          {location.pathname === PRIVACY_ROUTE ? (
            <LazyPrivacyNotice onBack={backToReport} />
          ) : (
            <LazyAccessibilityStatement onBack={backToReport} />
          )}
        </Suspense>
        {!portal && <Footer />}
        <ExitSlot />
      </div>
    );
  }

  if (unknownPath) {
    return (
      <div className="app">
        {header}
        <Suspense fallback={null}>
          <LazyNotFound onBack={() => navigate(route!, { replace: true })} />
        </Suspense>
      </div>
    );
  }

  const screen = view.screen;
  const Screen = screenId ? screenComponent(screenId) : undefined;
  const layoutClass = ['layout', screen?.sidebar ? 'layout--with-sidebar' : '', screen?.wide ? 'layout--wide' : ''].join(' ').trim();
  return (
    <div className="app">
      {skipLink}
      {header}
      <div className={layoutClass}>
        {screen?.sidebar && screen.section !== null && <Sidebar current={screen.section} />}
        <main className="page" id="main">
          {screen?.back && canGoBack && (
            <button type="button" className="button button--link back-link" onClick={() => actor.send({ type: 'BACK' })}>
              {t`Späť`}
            </button>
          )}
          {route === '/operator-not-verified' ? (
            <Suspense fallback={null}>
              <LazyOperatorRefused />
            </Suspense>
          ) : (
            title && (
              <>
                <h1 ref={headingElement} tabIndex={-1}>
                  {title}
                </h1>
                <Suspense fallback={null}>{Screen && <Screen key={screenId} {...screenProps} />}</Suspense>
              </>
            )
          )}
        </main>
      </div>
      {!portal && <Footer />}
      <ExitSlot />
      <LoadingOverlay loading={view.loading} />
    </div>
  );
}

/**
 * The exit dialog, mounted when first asked for (its chunk is usually fetched ahead by then) and
 * kept mounted after, so that closing it returns focus where it was, as a native dialog does.
 */
function ExitSlot() {
  const open = ClaimReport.useSelector((snapshot) => snapshot.hasTag('exitDialogOpen'));
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <LazyExitDialog />
    </Suspense>
  ) : null;
}

const samePortalSession = (a: PortalSession | null, b: PortalSession | null) => a?.entry === b?.entry && a?.token === b?.token;
