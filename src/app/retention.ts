import { useEffect, useState } from 'react';
import { api } from './api.ts';

/**
 * The server's RETENTION_DAYS (`GET /v1/lookup/privacy-settings`): how long a draft is kept after
 * its last change. Null while it is asked for, 'unknown' when it could not be.
 */
export function useRetentionDays(): number | null | 'unknown' {
  const [days, setDays] = useState<number | null | 'unknown'>(null);
  useEffect(() => {
    let current = true;
    api.GET('/v1/lookup/privacy-settings').then(
      ({ data }) => current && setDays(data?.retentionDays ?? 'unknown'),
      () => current && setDays('unknown'),
    );
    return () => {
      current = false;
    };
  }, []);
  return days;
}
