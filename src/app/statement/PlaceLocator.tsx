import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { canLocateDevice, locateDevice } from '../../components/device-position.ts';
import type { SectionValue } from '../../domain/accident-statement.ts';
import { countryName, HOME_COUNTRY } from '../../domain/format.ts';
import { addressAt } from './statement-api.ts';

type Status = 'idle' | 'locating' | 'found' | 'noAddress' | 'denied' | 'unavailable';

/** Degrees to six decimals (about 10 cm): what a phone's position is good for, and a stable value to seal. */
const degrees = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * "Use my location" for section 2: the phone's position (Geolocation API) and the address the
 * server's reverse look-up finds there, handed to `onPlace` as the section's new value for the
 * driver to check. A refusal or no position is said in words; the fields stay to be typed. Without
 * the API the button is not offered.
 */
export function PlaceLocator({ current, onPlace }: { current: SectionValue; onPlace(value: SectionValue): void }) {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<Status>('idle');
  if (!canLocateDevice()) return null;

  const locate = () => {
    if (status === 'locating') return;
    setStatus('locating');
    locateDevice(
      (coords) => {
        const latitude = degrees(coords.latitude);
        const longitude = degrees(coords.longitude);
        void addressAt(latitude, longitude).then((found) => {
          const country = found ? (found.country === HOME_COUNTRY ? t`Slovensko` : countryName(found.country, i18n)) : undefined;
          const number = found ? [found.registerNumber, found.buildingNumber].filter(Boolean).join('/') : '';
          const address = found?.street ? [found.street, number].filter(Boolean).join(' ') : current.address;
          onPlace({
            ...current,
            latitude,
            longitude,
            ...(found && { country, town: found.town, ...(address !== undefined && { address }) }),
          });
          setStatus(found ? 'found' : 'noAddress');
        });
      },
      (problem) => setStatus(problem === 'denied' ? 'denied' : 'unavailable'),
    );
  };

  const said: Record<Status, string> = {
    idle: '',
    locating: t`Zisťujeme polohu telefónu…`,
    found: t`Miesto sme doplnili podľa polohy telefónu. Skontrolujte ho a opravte, ak treba.`,
    noAddress: t`Polohu sme uložili, no adresu pri nej nepoznáme. Napíšte obec a ulicu, prosím.`,
    denied: t`Prístup k polohe nie je povolený. Povoľte ho v nastaveniach prehliadača alebo miesto napíšte.`,
    unavailable: t`Polohu telefónu sa nepodarilo zistiť. Miesto, prosím, napíšte.`,
  };
  return (
    <div className="statement-locate">
      <button type="button" className="button button--secondary" onClick={locate}>
        {t`Použiť polohu telefónu`}
      </button>
      <p role="status" className="statement-locate__status">
        {said[status]}
      </p>
    </div>
  );
}
