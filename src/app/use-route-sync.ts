import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { screenOfRoute } from '../../machines/screens.ts';
import { isStatementPath, PRIVACY_ROUTE } from '../domain/statement-route.ts';
import { ClaimReport } from './ClaimReportContext.ts';
import { shellView } from './machine-view.ts';

/**
 * What the address shows: the machine's screen; a page outside the journey (the accessibility
 * statement, the privacy notice), shown over it with the machine untouched; or an address the
 * wizard does not have.
 */
export type Shown = 'screen' | 'accessibility' | 'privacy' | 'unknown';

export interface RouteSync {
  shown: Shown;
  /** "Back to the report" from a page outside the journey: the machine's screen, a new history entry. */
  backFromStatement(): void;
  /** Back from the not-found page: the machine's screen in place of the unknown address. */
  backFromUnknown(): void;
}

/**
 * The URL and the machine in step (DESIGN.md §4). The machine decides the screen and the URL
 * follows it, every new screen a history entry so the browser's back works; the browser's
 * back/forward or a typed URL asks the machine to go there (`xstate.route`), which refuses a screen
 * ahead of the journey, and the URL then snaps back to the machine's screen.
 *
 * Only an address the browser brought (a `POP`: back/forward, or the address the page opened at)
 * asks the machine. An address this hook navigated to itself never does: the router shows a new
 * location in a transition, after the machine's own (synchronous) updates, so one can arrive when
 * the machine has already moved on (a reload's replay passes /incident-scope while its tiles load)
 * and would otherwise send the machine back there. Such a late address is followed by the
 * machine's screen instead.
 */
export function useRouteSync(route: string | undefined): RouteSync {
  const actor = ClaimReport.useActorRef();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const pathScreen = screenOfRoute(location.pathname);
  const statement = isStatementPath(location.pathname);
  const unknownPath = route !== undefined && location.pathname !== route && pathScreen === null && location.pathname !== '/' && !statement;
  // The browser brought this address, and it is a screen: the machine is asked once per navigation
  // (`asked`: the next effect has seen this navigation with the machine's screen known).
  const browserAsks = navigationType === 'POP' && pathScreen !== null;
  const asked = useRef(false);
  useEffect(() => {
    asked.current = false;
  }, [location]);

  // Machine -> URL. The first screen replaces the entry's address, as does a screen reached from '/'.
  const firstRoute = useRef(true);
  useEffect(() => {
    if (!route || location.pathname === route || unknownPath || statement) return;
    // An address the browser brought goes to the machine first (the next effect).
    if (browserAsks && !asked.current) return;
    navigate(route, { replace: firstRoute.current || location.pathname === '/' });
    firstRoute.current = false;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new screen, or a late address of ours, moves the URL
  }, [route, location.pathname]);

  // URL -> machine, once per address the browser brought: a screen the machine refuses leaves it
  // where it is, and the URL shows its screen again.
  useEffect(() => {
    if (!route || asked.current) return;
    asked.current = true;
    if (location.pathname === route || !browserAsks) return;
    actor.send({ type: 'xstate.route', to: `#${pathScreen}` });
    const now = shellView(actor.getSnapshot()).screen?.route;
    if (now !== location.pathname && now) navigate(now, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the browser's address asks the machine once its screen is known
  }, [location, route === undefined]);

  return {
    shown: statement ? (location.pathname === PRIVACY_ROUTE ? 'privacy' : 'accessibility') : unknownPath ? 'unknown' : 'screen',
    backFromStatement: () => (route ? navigate(route) : navigate('/')),
    backFromUnknown: () => navigate(route!, { replace: true }),
  };
}
