import { useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { screenOfRoute } from '../../machines/screens.ts';
import { ClaimReport } from './ClaimReportContext.ts';
import type { Locale } from './i18n.ts';
import { Footer } from './layout/Footer.tsx';
import { Header } from './layout/Header.tsx';
import { LoadingOverlay } from './layout/LoadingOverlay.tsx';
import { Sidebar } from './layout/Sidebar.tsx';
import { sameView, shellView } from './machine-view.ts';
import { screenComponent } from './screen-modules.tsx';
import { useScreenProps } from './use-screen-props.ts';
import { LazyAccessibilityStatement, LazyExitDialog, LazyNotFound, LazyOperatorRefused, LazyPrivacyNotice } from './shell-parts.ts';
import { useTellPortalLoaded } from './portal-loaded.ts';
import { api } from './api.ts';
import { useRouteSync } from './use-route-sync.ts';
import { useScreenTitle } from './use-screen-title.ts';
import { useHeadingFocus } from './use-heading-focus.ts';
import { usePageTitle } from './use-page-title.ts';
import { usePrefetchAhead } from './use-prefetch-ahead.ts';
import { AnswersWaitingStatus, NoSignalNotice, useSignalReturns } from './no-signal.tsx';

/**
 * The frame around every screen. The machine decides the screen (useRouteSync keeps the URL in
 * step); what the journey keeps in the browser and quitting are the machine's page actions
 * (page-actions.ts). Here: the layout, the screen's heading, and the pages shown instead of it.
 */
export function Shell({ locale, onLocale }: { locale: Locale; onLocale(locale: Locale): void }) {
  const { t } = useLingui();
  const actor = ClaimReport.useActorRef();
  const view = ClaimReport.useSelector(shellView, sameView);
  const screenProps = useScreenProps();
  const context = ClaimReport.useSelector((snapshot) => snapshot.context.context);
  const portal = context !== 'WEB';
  // A Back button only where the machine takes BACK: a screen before this one, or /summary for a
  // screen opened by its "Zmeniť" (D24; the first screen too).
  const canGoBack = ClaimReport.useSelector((snapshot) => snapshot.can({ type: 'BACK' }));
  const screen = view.screen;
  const route = screen?.route;
  const { shown, backFromStatement, backFromUnknown } = useRouteSync(route);
  const statement = shown === 'accessibility' || shown === 'privacy';

  useTellPortalLoaded(api, portal ? context : null, route);
  useSignalReturns(actor);

  const screenId = route ? screenOfRoute(route) : null;
  const title = useScreenTitle(screenId, {
    context: screenProps.context,
    scope: screenProps.scope,
    forcePayoutToAggrieved: screenProps.report.incident.forcePayoutToAggrieved,
    repairServiceChosen: !!screenProps.report.incident.carRepairService,
  });
  usePrefetchAhead(screenId);
  // The statements and the not-found page name themselves.
  usePageTitle(title && shown === 'screen' ? `${title} – ${t`Nahlásenie poistnej udalosti`}` : undefined);
  // A new screen's heading, once it is there (and again on returning from a statement).
  const headingElement = useHeadingFocus(`${screenId} ${statement} ${title !== undefined}`);

  // The frame's parts the shell's pages share (a portal has no header).
  const skipLink = (
    <a className="skip-link" href="#main">
      {t`Preskočiť na obsah`}
    </a>
  );
  const header = !portal && <Header locale={locale} onLocale={onLocale} onExit={() => actor.send({ type: 'EXIT' })} />;

  if (statement) {
    return (
      <div className="app">
        {skipLink}
        {header}
        <Suspense fallback={null}>
          {shown === 'privacy' ? (
            <LazyPrivacyNotice onBack={backFromStatement} />
          ) : (
            <LazyAccessibilityStatement onBack={backFromStatement} />
          )}
        </Suspense>
        {!portal && <Footer />}
        <ExitSlot />
      </div>
    );
  }

  if (shown === 'unknown') {
    return (
      <div className="app">
        {header}
        <Suspense fallback={null}>
          <LazyNotFound onBack={backFromUnknown} />
        </Suspense>
      </div>
    );
  }

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
          <NoSignalNotice />
          <AnswersWaitingStatus />
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
