/**
 * The addresses under /motor of the pages outside the claim journey (the machine never goes
 * there): shown over the journey, which stays where it was.
 */
export const ACCESSIBILITY_ROUTE = '/accessibility';
/** The privacy notice (GDPR Art. 13), linked from the footer and the first screens that ask for personal data. */
export const PRIVACY_ROUTE = '/privacy';

/**
 * Whether `pathname` is one of those pages: the router's path ("/privacy") or the page's full
 * one ("/motor/privacy", as `window.location` has it).
 */
export function isStatementPath(pathname: string): boolean {
  return [ACCESSIBILITY_ROUTE, PRIVACY_ROUTE].some((route) => pathname === route || pathname === `/motor${route}`);
}
