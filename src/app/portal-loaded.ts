import { useEffect, useRef } from 'react';
import type { ApiClient } from '../api/client.ts';

/**
 * Tells the portal once, when the first screen (or the refusal page) is shown. The allowed origins
 * come from the server (`PORTAL_ORIGINS`, the same list as the CSP `frame-ancestors`); if they
 * cannot be fetched, nothing is posted rather than guessed. The posting code (portal-parent.ts)
 * comes only to an embedded wizard.
 */
export function useTellPortalLoaded(api: ApiClient, portal: 'SMP' | 'KZ' | null, screen: string | undefined): void {
  const told = useRef(false);
  useEffect(() => {
    if (!portal || !screen || told.current) return;
    told.current = true;
    Promise.all([api.GET('/v1/lookup/portal-settings'), import('./portal-parent.ts')]).then(
      ([{ data }, { postToPortal }]) => data && postToPortal({ type: 'motor-claim:loaded', portal, screen }, data.origins),
      () => undefined,
    );
  }, [api, portal, screen]);
}
