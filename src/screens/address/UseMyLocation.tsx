import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Point } from '../../domain/address.ts';

/** How long the phone may take to find where it is before the reporter is told (Geolocation API `timeout`). */
export const LOCATION_TIMEOUT_MS = 10_000;

type LocationState = { kind: 'idle' } | { kind: 'locating' } | { kind: 'denied' } | { kind: 'unavailable' } | { kind: 'timeout' };

/**
 * "Použiť moju polohu": the device's position (Geolocation API) as the picked point,
 * which the picker then reverse-looks-up into the address fields for the reporter to check. A
 * refusal, no position or a timeout is said in words; the search and the fields stay usable.
 * Without the API (an old browser, or a page it is switched off for) the button is not offered.
 */
export function UseMyLocation({ onLocated }: { onLocated: (point: Point) => void }) {
  const { t } = useLingui();
  const [state, setState] = useState<LocationState>({ kind: 'idle' });
  if (typeof navigator === 'undefined' || !navigator.geolocation) return null;

  const locate = () => {
    if (state.kind === 'locating') return;
    setState({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState({ kind: 'idle' });
        onLocated({ lat: position.coords.latitude, lon: position.coords.longitude });
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) setState({ kind: 'denied' });
        else if (error.code === error.TIMEOUT) setState({ kind: 'timeout' });
        else setState({ kind: 'unavailable' });
      },
      { enableHighAccuracy: true, timeout: LOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  };

  let status = '';
  if (state.kind === 'locating') status = t`Zisťujeme vašu polohu…`;
  else if (state.kind === 'denied')
    status = t`Prístup k polohe nie je povolený. Povoľte ho v nastaveniach prehliadača, alebo miesto vyhľadajte či označte na mape.`;
  else if (state.kind === 'unavailable') status = t`Vašu polohu sa nepodarilo zistiť. Miesto, prosím, vyhľadajte alebo ho označte na mape.`;
  else if (state.kind === 'timeout')
    status = t`Zisťovanie polohy trvalo príliš dlho. Skúste to znova vonku alebo pri okne, alebo miesto vyhľadajte či označte na mape.`;
  const problem = state.kind === 'denied' || state.kind === 'unavailable' || state.kind === 'timeout';

  return (
    <div className="use-location">
      <button type="button" className="button button--secondary use-location__button" onClick={locate}>
        {t`Použiť moju polohu`}
      </button>
      <p className={`address-search__status${problem ? ' address-search__status--problem' : ''}`} role="status">
        {status}
      </p>
    </div>
  );
}
