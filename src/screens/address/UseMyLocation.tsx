import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { canLocateDevice, locateDevice } from '../../components/device-position.ts';
import type { Point } from '../../domain/address.ts';

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
  if (!canLocateDevice()) return null;

  const locate = () => {
    if (state.kind === 'locating') return;
    setState({ kind: 'locating' });
    locateDevice(
      (coords) => {
        setState({ kind: 'idle' });
        onLocated({ lat: coords.latitude, lon: coords.longitude });
      },
      (problem) => setState({ kind: problem }),
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
