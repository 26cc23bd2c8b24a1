/**
 * The claim's own page, outside the journey: `/motor/claim/<token>`, behind the private link that
 * /confirm and the confirmation e-mail give. The token is 43 base64url characters (256 bits).
 */
export const CLAIM_PAGE_ROUTE = '/claim';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Whether `token` has the shape of a claim page's token (anything else is never looked up). */
export const isClaimPageToken = (token: string) => TOKEN.test(token);

/** The page's path under /motor. */
export const claimPagePath = (token: string) => `${CLAIM_PAGE_ROUTE}/${token}`;

/**
 * The token of a claim page's path: the router's ("/claim/…") or the page's full one
 * ("/motor/claim/…", as `window.location` has it); null for any other path.
 */
export function claimPageTokenOf(pathname: string): string | null {
  const match = /^(?:\/motor)?\/claim\/([^/]+)\/?$/.exec(pathname);
  return match && isClaimPageToken(match[1]!) ? match[1]! : null;
}
