import { OPERATOR_NOT_VERIFIED_META, screenOfRoute } from '../../machines/screens.ts';
import { isStatementPath } from '../../src/domain/statement-route.ts';
import { claimPageTokenOf } from '../../src/domain/claim-page-route.ts';
import { statementPageOf } from '../../src/domain/accident-statement.ts';

/**
 * Whether a path under /motor/ is one of the app's pages: the start, a screen of SPEC §2's route
 * table (machines/screens.ts), the refusal page, a statement, a claim's own page or the joint accident statement's pages. Any other path gets the app's
 * not-found page with HTTP 404, so that search engines, monitors and link checkers see it missing.
 */
export function isAppPage(pathname: string): boolean {
  const route = pathname.replace(/^\/motor/, '');
  return (
    route === '/' ||
    screenOfRoute(route) !== null ||
    route === OPERATOR_NOT_VERIFIED_META.route ||
    isStatementPath(route) ||
    claimPageTokenOf(route) !== null ||
    statementPageOf(route) !== null
  );
}
