import { ApiError } from '../http-errors.ts';
import { checkPortalSignature, type PortalEntryParameters, type PortalSecrets } from './portal-signature.ts';

/**
 * D28, D31: refuses (401) a portal entry its partner did not sign, whose parameters were altered,
 * whose portal has no secret, or whose expiry is past or too far ahead.
 */
export function requireSignedEntry(
  secrets: PortalSecrets,
  parameters: PortalEntryParameters & { portal: 'SMP' | 'KZ' },
  signature: { exp?: number | null | undefined; sig?: string | null | undefined } | undefined,
): void {
  const check = checkPortalSignature({ secrets, portal: parameters.portal, parameters, exp: signature?.exp, sig: signature?.sig });
  if (check === 'valid') return;
  if (check === 'expired') throw new ApiError(401, 'PORTAL_ENTRY_EXPIRED');
  throw new ApiError(401, 'PORTAL_ENTRY_NOT_SIGNED');
}
